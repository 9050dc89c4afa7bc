import { useEffect, useRef, useState } from "react";
import { STATUS_LABELS, STATUS_ORDER } from "../labels";
import { CsrfInput } from "../ui/form";
import type { BoardCardView, BoardColumnView } from "./board-types";
import { leadCopy } from "./lead-copy";
import { StageBadge } from "./StageBadge";

const copy = leadCopy.board;

/**
 * The pipeline board: a column per stage with its count and total value, and a card per lead
 * (name, value, owner, next follow-up). A card moves by a real drag (pointer events: the grip
 * of a card dropped on another column sends that column's move form), or by its "Move to…"
 * menu: a disclosure of one form per stage, which works by keyboard and without JavaScript.
 * Under 768 px the columns are a list grouped by stage.
 */
export function Board({ columns, csrf, returnTo }: { columns: BoardColumnView[]; csrf: string; returnTo: string }) {
  const root = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState<string | null>(null);
  usePointerDrag(root, setOver);
  return (
    <div ref={root} className="grid gap-4 md:grid-cols-5 md:items-start">
      {columns.map((column) => (
        <section
          key={column.stage}
          data-stage-column={column.stage}
          aria-labelledby={`column-${column.stage}`}
          className={`card grid min-w-0 content-start gap-3 p-4 transition-shadow ${over === column.stage ? "ring-2 ring-brand" : ""}`}
        >
          <div className="grid gap-0.5">
            <h2
              id={`column-${column.stage}`}
              className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-ink"
            >
              {STATUS_LABELS[column.stage]}
              <span className="text-sm font-semibold text-muted">{copy.count(column.count)}</span>
            </h2>
            <p className="text-sm text-muted">{column.value ? copy.total(column.value) : copy.noValue}</p>
          </div>
          {column.cards.length === 0 ? (
            <p className="text-sm text-muted">{copy.empty}</p>
          ) : (
            <ul className="grid gap-2">
              {column.cards.map((card) => (
                <Card key={card.id} card={card} stage={column.stage} csrf={csrf} returnTo={returnTo} />
              ))}
            </ul>
          )}
          {column.more > 0 ? (
            <a href={column.moreHref} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              {copy.more(column.more)}
            </a>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function Card({
  card,
  stage,
  csrf,
  returnTo,
}: {
  card: BoardCardView;
  stage: BoardColumnView["stage"];
  csrf: string;
  returnTo: string;
}) {
  return (
    <li
      id={`card-${card.id}`}
      data-card={card.id}
      className="grid min-w-0 gap-1.5 rounded-lg border border-line bg-white p-3 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <a
          href={`/admin/leads/${card.id}`}
          className="min-w-0 flex-1 font-bold break-words text-brand-700 underline underline-offset-2"
        >
          {card.name}
        </a>
        {/* For the pointer only: keyboards and screen readers use "Move to…" below. */}
        <span
          data-drag-handle=""
          aria-hidden="true"
          title={copy.drag}
          className="hidden shrink-0 cursor-grab touch-none rounded px-1 text-lg leading-none text-muted select-none hover:bg-surface md:inline"
        >
          ⠿
        </span>
      </div>
      {card.value ? <p className="text-sm font-semibold text-ink">{card.value}</p> : null}
      <p className="text-sm text-muted">
        {copy.owner}: <span className="text-ink">{card.owner ?? copy.unassigned}</span>
      </p>
      {card.followUp ? (
        <p className={`text-sm ${card.followUp.overdue ? "font-semibold text-error" : "text-muted"}`}>
          {copy.followUp}: <time dateTime={card.followUp.at.iso}>{card.followUp.at.text}</time>
          {card.followUp.overdue ? " (overdue)" : ""}
        </p>
      ) : null}
      <details className="group text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-line px-3 font-semibold text-brand-700 hover:bg-surface">
          {copy.moveTo}
          <span className="sr-only">{copy.moveToFor(card.name)}</span>
        </summary>
        <ul className="mt-2 grid gap-1">
          {STATUS_ORDER.filter((to) => to !== stage).map((to) => (
            <li key={to}>
              <form method="post" action="/admin/board" data-move-to={to}>
                <CsrfInput csrf={csrf} />
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="id" value={card.id} />
                <input type="hidden" name="version" value={card.version} />
                <input type="hidden" name="stage" value={to} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  type="submit"
                  className="inline-flex min-h-10 w-full items-center gap-2 rounded-lg px-2 text-left hover:bg-surface"
                >
                  <StageBadge stage={to} />
                </button>
              </form>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * Dragging a card by its grip: the card follows the pointer, the column under it is marked,
 * and dropping it on another column sends the card's move form for that stage (the same plain
 * POST the menu sends). Pointer events, so a mouse and a pen drag alike.
 */
function usePointerDrag(root: React.RefObject<HTMLDivElement | null>, setOver: (stage: string | null) => void) {
  useEffect(() => {
    const board = root.current;
    if (!board) return;
    let drag: { card: HTMLElement; from: string; x: number; y: number; moved: boolean } | null = null;
    const columnAt = (x: number, y: number) =>
      document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-stage-column]")?.dataset.stageColumn ?? null;
    const reset = () => {
      if (!drag) return;
      drag.card.style.transform = "";
      drag.card.style.pointerEvents = "";
      drag.card.style.zIndex = "";
      drag = null;
      setOver(null);
    };
    const down = (e: PointerEvent) => {
      const handle = (e.target as Element | null)?.closest<HTMLElement>("[data-drag-handle]");
      const card = handle?.closest<HTMLElement>("[data-card]");
      const from = card?.closest<HTMLElement>("[data-stage-column]")?.dataset.stageColumn;
      if (e.button !== 0 || !handle || !card || !from) return;
      e.preventDefault();
      handle.setPointerCapture(e.pointerId);
      drag = { card, from, x: e.clientX, y: e.clientY, moved: false };
    };
    const move = (e: PointerEvent) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 5) return;
      drag.moved = true;
      // Out of the way of elementFromPoint, so the column under the pointer is found.
      drag.card.style.pointerEvents = "none";
      drag.card.style.zIndex = "10";
      drag.card.style.transform = `translate(${dx}px, ${dy}px)`;
      setOver(columnAt(e.clientX, e.clientY));
    };
    const up = (e: PointerEvent) => {
      if (!drag) return;
      const { card, from, moved } = drag;
      const to = moved ? columnAt(e.clientX, e.clientY) : null;
      reset();
      if (to && to !== from) card.querySelector<HTMLFormElement>(`form[data-move-to="${to}"]`)?.requestSubmit();
    };
    board.addEventListener("pointerdown", down);
    board.addEventListener("pointermove", move);
    board.addEventListener("pointerup", up);
    board.addEventListener("pointercancel", reset);
    return () => {
      board.removeEventListener("pointerdown", down);
      board.removeEventListener("pointermove", move);
      board.removeEventListener("pointerup", up);
      board.removeEventListener("pointercancel", reset);
    };
  }, [root, setOver]);
}
