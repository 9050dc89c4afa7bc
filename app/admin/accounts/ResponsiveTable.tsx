import type { ReactNode } from "react";

/**
 * Pieces of the users pages' tables. On wide screens a real table whose header row
 * stays at the top of the window while the page scrolls; on phones each row becomes
 * a card, with the column name beside each value for the eye. Explicit roles keep
 * the table semantics when the cells are displayed as blocks (as in the audit log).
 */

export function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <table role="table" className="block w-full text-left text-sm lg:table lg:border-separate lg:border-spacing-0">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
        <tr role="row">{head}</tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 lg:table-row-group">
        {children}
      </tbody>
    </table>
  );
}

export function Th({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={`whitespace-nowrap px-3 py-3 font-semibold text-muted lg:sticky lg:top-0 lg:z-10 lg:border-b lg:border-line lg:bg-white ${className}`}
    >
      {children}
    </th>
  );
}

export function Tr({ children }: { children: ReactNode }) {
  return (
    <tr role="row" className="card block py-3 lg:table-row lg:rounded-none lg:border-0 lg:py-0 lg:shadow-none">
      {children}
    </tr>
  );
}

/**
 * A row's small button (the form around it is the caller's). Its visible word is short
 * ("Revoke"); `more` completes it for screen readers ("… the session on Firefox on Windows").
 */
export function RowButton({ children, more }: { children: ReactNode; more: string }) {
  return (
    <button type="submit" className="btn btn-secondary relative min-h-10 whitespace-nowrap px-3 py-1.5 text-sm">
      {children}
      <span className="sr-only">{more}</span>
    </button>
  );
}

/** A cell; `label` is the column name shown beside the value on phones (hidden from screen readers, who hear the header). */
export function Td({ label, children, className = "" }: { label?: string; children: ReactNode; className?: string }) {
  return (
    <td
      role="cell"
      className={`flex items-center gap-3 px-4 py-1 lg:table-cell lg:border-b lg:border-line lg:px-3 lg:py-3 ${className}`}
    >
      {label ? (
        <span
          aria-hidden="true"
          className="w-24 shrink-0 text-xs font-semibold uppercase leading-5 tracking-wide text-muted lg:hidden"
        >
          {label}
        </span>
      ) : null}
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</div>
    </td>
  );
}
