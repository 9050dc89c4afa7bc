import { type DragEvent, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { CsrfInput } from "../ui/form";
import { contentCopy } from "./copy";
import { LabelledInput, useHydrated } from "./ImagePicker";
import type { OrderedRecord, OrderPanelData } from "./ordering.server";

/**
 * The records of one group (an FAQ's page) in the order the site shows them, each with its
 * position and Up and Down buttons: plain form posts, so they work without scripts and from
 * the keyboard (the moved record's button keeps the focus, on the page that comes back too);
 * with scripts a record can also be dragged to its place.
 */

const copy = contentCopy.ordering;
const buttonClass = "btn btn-secondary min-h-11 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60";

/** The last move, from the address the page came back to: which record, and which way. */
export type LastMove = { id: string; dir: "up" | "down" | "to" };

type Props = {
  csrf: string;
  /** Where moves are posted (the collection's list, with the group). */
  action: string;
  /** The group's value (an FAQ's page) and what the list is called. */
  group: string;
  label: string;
  records: OrderedRecord[];
  moved?: LastMove;
  /** Where the page returns after a move, when not the list (the page's own editor). */
  next?: string;
};

export const orderItemId = (id: string) => `order-${id.replace(/[^\w-]+/g, "-")}`;

export function OrderList({ csrf, action, group, label, records, moved, next }: Props) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string>();
  // Read by the drag events at once (the state above only redraws).
  const dragging = useRef<string>(undefined);
  const [over, setOver] = useState<string>();
  const list = useRef<HTMLOListElement>(null);

  // With scripts the list is drawn again in place: the moved record's button takes the focus back.
  useEffect(() => {
    if (!moved) return;
    list.current?.querySelector<HTMLButtonElement>(`#${orderItemId(moved.id)} button[data-focus]`)?.focus();
  }, [moved, records]);

  const post = (id: string, fields: Record<string, string>) =>
    submit(
      { csrf, op: "move", id, group, ...(next ? { next } : {}), ...fields },
      { method: "post", action, preventScrollReset: true },
    );
  const drop = (event: DragEvent<HTMLLIElement>, target: OrderedRecord) => {
    event.preventDefault();
    setOver(undefined);
    const id = dragging.current ?? event.dataTransfer.getData("text/plain");
    dragging.current = undefined;
    setDragged(undefined);
    if (id && id !== target.id) void post(id, { dir: "to", to: String(target.position) });
  };

  if (!records.length) return <p className="text-muted">{copy.empty}</p>;
  return (
    <>
      {hydrated ? <p className="text-sm text-muted">{copy.dragHint}</p> : null}
      <ol ref={list} aria-label={label} className="grid gap-2">
        {records.map((record) => {
          const first = record.position === 1;
          const last = record.position === records.length;
          // The button that keeps the focus after a move: the same way again, else the other.
          const keep =
            moved?.id === record.id ? (moved.dir === "up" ? (first ? "down" : "up") : last ? "up" : "down") : undefined;
          return (
            // Dragging is the mouse's way to move a record; the keyboard's are the Up and Down buttons inside.
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={record.id}
              id={orderItemId(record.id)}
              draggable={hydrated || undefined}
              onDragStart={(e) => {
                e.dataTransfer.setData("text/plain", record.id);
                e.dataTransfer.effectAllowed = "move";
                dragging.current = record.id;
                setDragged(record.id);
              }}
              onDragEnd={() => {
                dragging.current = undefined;
                setDragged(undefined);
              }}
              onDragOver={(e) => {
                if (!dragging.current) return;
                e.preventDefault();
                setOver(record.id);
              }}
              onDragLeave={() => setOver((o) => (o === record.id ? undefined : o))}
              onDrop={(e) => drop(e, record)}
              className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-white p-3 ${
                over === record.id ? "border-brand-700 ring-2 ring-brand-700" : "border-line"
              } ${dragged === record.id ? "opacity-60" : ""} ${hydrated ? "cursor-grab" : ""}`}
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-700">
                <span aria-hidden="true">{record.position}</span>
                <span className="sr-only">{copy.position(record.position, records.length)}</span>
              </span>
              <span className="grid min-w-0 flex-1 basis-48 gap-1">
                <a
                  href={record.href}
                  aria-label={copy.edit(record.title)}
                  className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
                >
                  {record.title}
                </a>
                {record.hidden || record.draft ? (
                  <span className="flex flex-wrap gap-2 text-xs font-semibold text-muted">
                    {record.hidden ? <span className="rounded bg-surface px-2 py-0.5">{copy.hidden}</span> : null}
                    {record.draft ? <span className="rounded bg-surface px-2 py-0.5">{copy.draft}</span> : null}
                  </span>
                ) : null}
              </span>
              <Form method="post" action={action} preventScrollReset className="flex gap-2">
                <CsrfInput csrf={csrf} />
                <input type="hidden" name="op" value="move" />
                <input type="hidden" name="id" value={record.id} />
                <input type="hidden" name="group" value={group} />
                {next ? <input type="hidden" name="next" value={next} /> : null}
                <MoveButton dir="up" record={record} disabled={first} keep={keep === "up"} />
                <MoveButton dir="down" record={record} disabled={last} keep={keep === "down"} />
              </Form>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function MoveButton({
  dir,
  record,
  disabled,
  keep,
}: {
  dir: "up" | "down";
  record: OrderedRecord;
  disabled: boolean;
  /** The button the page returns to: focused (rendered as autofocus: without scripts the new page focuses it). */
  keep: boolean;
}) {
  return (
    <button
      type="submit"
      name="dir"
      value={dir}
      disabled={disabled}
      aria-label={dir === "up" ? copy.moveUp(record.title) : copy.moveDown(record.title)}
      data-focus={keep || undefined}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- only on the page a move of this record came back to
      autoFocus={keep || undefined}
      className={buttonClass}
    >
      {dir === "up" ? copy.up : copy.down}
    </button>
  );
}

/**
 * The ordering panel: on a collection's list, a choice of the group (a GET form) and its
 * records in order; in a page's own editor, that page's records (no choice).
 */
export function OrderPanel({ panel, csrf }: { panel: OrderPanelData; csrf: string }) {
  const headingId = `${panel.collection}-order-heading`;
  return (
    <section aria-labelledby={headingId} className="card grid gap-4 p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {panel.groups ? copy.heading : copy.headingFor(panel.groupLabel ?? "")}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{copy.intro}</p>
      {panel.groups?.length ? <GroupChoice panel={panel} /> : null}
      {panel.group !== undefined || !panel.groups?.length ? (
        <OrderList
          csrf={csrf}
          action={panel.action}
          group={panel.group ?? ""}
          label={panel.groupLabel ? copy.headingFor(panel.groupLabel) : copy.heading}
          records={panel.records}
          moved={panel.moved}
          next={panel.next}
        />
      ) : null}
      {panel.addHref ? (
        <p>
          <a href={panel.addHref} className="btn btn-secondary">
            {copy.add}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function GroupChoice({ panel }: { panel: OrderPanelData }) {
  const id = `${panel.collection}-order-group`;
  return (
    <form method="get" className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <LabelledInput id={id} label={panel.fieldLabel || copy.choose} hint={copy.chooseHint}>
          <select
            id={id}
            name="on"
            defaultValue={panel.group ?? ""}
            aria-describedby={`${id}-hint`}
            className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
          >
            {panel.group === undefined ? <option value="">{copy.chooseHint}</option> : null}
            {panel.groups!.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </LabelledInput>
      </div>
      <button type="submit" className="btn btn-secondary">
        {copy.show}
      </button>
    </form>
  );
}
