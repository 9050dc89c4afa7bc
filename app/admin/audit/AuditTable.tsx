import { Fragment, type ReactNode } from "react";
import { Time } from "../ui/Time";
import { auditCopy as copy } from "./copy";
import type { AuditEntryView } from "./types";

const columns = copy.columns;

/**
 * The audit log as a real table (caption, column headers). On wide screens its header
 * row stays at the top of the window while the page scrolls; on phones each entry
 * becomes a card, with the column name shown beside each value for the eye. Explicit
 * roles keep the table semantics when the cells are displayed as blocks.
 */
export function AuditTable({ entries, caption }: { entries: AuditEntryView[]; caption: string }) {
  return (
    <table
      role="table"
      className="block w-full text-left text-sm lg:table lg:table-fixed lg:border-separate lg:border-spacing-0"
    >
      <caption className="block pb-3 text-left font-semibold text-muted lg:table-caption lg:px-2 lg:pt-4">
        {caption}
      </caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
        <tr role="row">
          <Th className="lg:w-[13%]">{columns.when}</Th>
          <Th className="lg:w-[18%]">{columns.who}</Th>
          <Th className="lg:w-[15%]">{columns.what}</Th>
          <Th className="lg:w-[22%]">{columns.target}</Th>
          <Th className="lg:w-[20%]">{columns.details}</Th>
          <Th className="lg:w-[12%]">{columns.address}</Th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 lg:table-row-group">
        {entries.map((entry) => (
          <Row key={entry.id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}

/** A column header: sticky at the top of the window on wide screens (the page scrolls, not the table). */
function Th({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={`px-3 py-3 font-semibold text-muted lg:sticky lg:top-0 lg:z-10 lg:border-b lg:border-line lg:bg-white ${className}`}
    >
      {children}
    </th>
  );
}

function Cell({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td
      role="cell"
      className={`flex gap-3 px-4 py-1 align-top lg:table-cell lg:border-b lg:border-line lg:px-3 lg:py-3 ${className}`}
    >
      <span
        aria-hidden="true"
        className="w-20 shrink-0 text-xs font-semibold uppercase leading-5 tracking-wide text-muted lg:hidden"
      >
        {label}
      </span>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</div>
    </td>
  );
}

/** An e-mail address that wraps before its "@" rather than anywhere, when its column is narrow. */
function Breakable({ text }: { text: string }) {
  const parts = text.split("@");
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <>
          <wbr />@
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** An empty value: a dash for the eye, a word for screen readers. */
function None() {
  return (
    <>
      <span aria-hidden="true" className="text-muted">
        {copy.none}
      </span>
      <span className="sr-only">{copy.noneLabel}</span>
    </>
  );
}

function Row({ entry }: { entry: AuditEntryView }) {
  return (
    <tr role="row" className="card block py-3 lg:table-row lg:rounded-none lg:border-0 lg:py-0 lg:shadow-none">
      <Cell label={columns.when}>
        <Time at={entry.at} className="text-ink" />
      </Cell>
      <Cell label={columns.who}>
        {entry.actor === null ? (
          <span className="italic text-muted">{copy.system}</span>
        ) : (
          <span className="text-ink">
            <Breakable text={entry.actor} />
          </span>
        )}
      </Cell>
      <Cell label={columns.what}>
        <span className="font-semibold text-ink">{entry.what}</span>
      </Cell>
      <Cell label={columns.target}>{entry.target ? <span className="text-ink">{entry.target}</span> : <None />}</Cell>
      <Cell label={columns.details}>
        {entry.details ? <span className="text-ink [overflow-wrap:anywhere]">{entry.details}</span> : <None />}
      </Cell>
      <Cell label={columns.address}>
        {entry.ip ? <span className="font-mono text-xs text-ink">{entry.ip}</span> : <None />}
      </Cell>
    </tr>
  );
}
