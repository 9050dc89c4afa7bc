import type { MouseEvent, ReactNode } from "react";
import { contentCopy } from "./copy";
import { fieldId } from "./form-paths";
import type { FormNode, GroupNode, ListNode } from "./schema-form.server";

/**
 * How a long record form folds (issue 35: Tracko's form was 29,712 px tall on a phone):
 * its top-level groups are sections with a jump menu to each; a list's items fold to one
 * line each (their title and a few words of what they hold) and open one at a time; the
 * fields a schema marks with a fold ("Advanced") sit folded under that heading. All of it
 * is <details>/<summary>: it works without scripts, and a link to a field inside (the
 * error summary, the jump menu) opens what holds it.
 */

const copy = contentCopy.form;

export const hasErrors = (node: FormNode): boolean =>
  Boolean(node.errors?.length) ||
  (node.kind === "group" ? node.children.some(hasErrors) : node.kind === "list" ? node.items.some(hasErrors) : false);

/** The id of a top-level section on the page (its summary), for the jump menu. */
export const sectionId = (prefix: string, name: string) => `${fieldId(name, prefix)}-section`;

const NeedsAttention = () => <span className="text-sm font-semibold text-error">{copy.needsAttention}</span>;

/** The sign that a line opens: turned while its own <details> is open (not an outer one: they nest). */
const Chevron = () => (
  <span aria-hidden="true" className="ml-auto shrink-0 text-muted [details[open]>summary>&]:rotate-90">
    ▸
  </span>
);

/** A top-level group of a long record: a section that folds, open at first. */
export function Section({
  node,
  prefix,
  children,
}: {
  node: GroupNode | ListNode;
  prefix: string;
  children: ReactNode;
}) {
  return (
    <details open className="col-span-full grid min-w-0 gap-3">
      <summary
        id={sectionId(prefix, node.name)}
        className="flex min-h-11 scroll-mt-28 cursor-pointer flex-wrap items-center gap-x-2 rounded-lg bg-surface px-3 text-lg font-bold text-ink"
      >
        {node.label}
        {hasErrors(node) ? <NeedsAttention /> : null}
        <Chevron />
      </summary>
      {/* The fieldset inside keeps its legend for assistive technology; the summary shows the same words. */}
      <div className="mt-3 grid min-w-0 gap-4 sm:grid-cols-2 [&>fieldset>legend]:sr-only">{children}</div>
    </details>
  );
}

/** Fields the schema folds under one heading ("Advanced"): closed unless one of them needs attention or just changed. */
export function Fold({
  label,
  nodes,
  open,
  children,
}: {
  label: string;
  nodes: FormNode[];
  /** A button just changed something inside. */
  open?: boolean;
  children: ReactNode;
}) {
  const attention = nodes.some(hasErrors);
  return (
    <details
      open={attention || open || undefined}
      className="col-span-full min-w-0 rounded-lg border border-line bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2 font-semibold text-ink">
        {label}
        <span className="text-sm font-normal text-muted">{copy.fieldCount(nodes.length)}</span>
        {attention ? <NeedsAttention /> : null}
        <Chevron />
      </summary>
      <div className="grid min-w-0 gap-4 border-t border-line p-3 sm:grid-cols-2 sm:p-4">{children}</div>
    </details>
  );
}

/**
 * One item of a list, folded to a line: its title ("Plan 2: Growth") and a few words of
 * what it holds. The items of one list share a `name`, so the browser keeps one open at a time.
 */
export function FoldedItem({
  list,
  item,
  open,
  children,
}: {
  list: string;
  item: GroupNode;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details name={list} open={open || undefined} className="min-w-0 rounded-lg border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5">
        {item.preview ? (
          <img
            src={item.preview.src}
            alt=""
            width={item.preview.width || undefined}
            height={item.preview.height || undefined}
            decoding="async"
            loading="lazy"
            className="h-8 w-12 shrink-0 rounded bg-surface object-contain"
          />
        ) : null}
        <span className="grid min-w-0 flex-1">
          <span className="font-semibold text-ink [overflow-wrap:anywhere]">{item.label}</span>
          {item.summary ? <span className="truncate text-sm text-muted">{item.summary}</span> : null}
        </span>
        {hasErrors(item) ? <NeedsAttention /> : null}
        <Chevron />
      </summary>
      {/* The legend inside says the same as the summary: kept for assistive technology. */}
      <div className="grid min-w-0 border-t border-line p-3 [&>fieldset]:border-0 [&>fieldset]:p-0 [&>fieldset>legend]:sr-only">
        {children}
      </div>
    </details>
  );
}

/** Links to each section of a long form (nothing for a form without sections). */
export function JumpMenu({ sections, prefix }: { sections: (GroupNode | ListNode)[]; prefix: string }) {
  if (sections.length < 2) return null;
  return (
    <nav aria-label={copy.jumpLabel} className="col-span-full">
      <p className="text-sm font-semibold text-muted" aria-hidden="true">
        {copy.jumpLabel}
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {sections.map((s) => (
          <li key={s.name}>
            <a
              href={`#${sectionId(prefix, s.name)}`}
              onClick={goToField}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {s.label}
              {hasErrors(s) ? <span className="sr-only"> ({copy.needsAttention})</span> : null}
              {hasErrors(s) ? (
                <span aria-hidden="true" className="ml-1 text-error">
                  ⚠
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * With JavaScript, a link to a field (the error summary, the jump menu) moves there itself:
 * a change of the address's hash would be a navigation to the router, which drops the answer
 * of the post (and every message). What holds the field is opened, the field (or a group's
 * first control) focused. Without JavaScript the browser does the same by the fragment.
 */
export function goToField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  for (let d = target.closest("details"); d; d = d.parentElement?.closest("details") ?? null) d.open = true;
  // A section's heading takes the focus itself; a group gives it to its first control.
  const control = target.matches("input, select, textarea, summary")
    ? target
    : target.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
  target.scrollIntoView({ block: "start" });
  control?.focus({ preventScroll: true });
}
