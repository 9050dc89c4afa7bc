import type { ReactNode } from "react";
import type { FlashNotice } from "#server/accounts/sessions";
import { CsrfInput, NoticeBanner } from "../ui/form";
import { FormCard } from "../ui/FormCard";
import { leadCopy } from "./lead-copy";
import type { LeadActionData, LeadSection } from "./lead-types";

/**
 * What the forms of a lead's page share: each is a card (Section) holding a plain POST to the
 * page itself (its `intent` names it) that works without JavaScript, carries the lead's
 * `version` (a change made meanwhile by someone else is then refused, not overwritten) and
 * `seen` (when the page was drawn, to say what changed since), and comes back to its own card
 * (the address's fragment). A refused post shows the service's words beside the field, with
 * what was typed kept.
 */

export const fmt = (n: number) => n.toLocaleString("en-IN");

/** What every form of the page shares: where it posts, its token, the lead's version, and the moment the page was drawn. */
export type FormContext = {
  leadId: number;
  csrf: string;
  version: number;
  seen: string;
  /** The refused post, when there was one (each card shows only its own). */
  refused: LeadActionData | null;
  /** The notice of the last post that went through, in the card it came from. */
  notices: Partial<Record<LeadSection, FlashNotice>>;
};

const refusedHere = (c: FormContext, section: LeadSection) => (c.refused?.section === section ? c.refused : null);

/** The values a form starts with: what was typed when this card's post was refused, else the lead as it is. */
export function startValues<T extends Record<string, string>>(c: FormContext, section: LeadSection, fromLead: T): T {
  const refused = refusedHere(c, section);
  return refused ? ({ ...fromLead, ...refused.values } as T) : fromLead;
}

export const errorOf = (c: FormContext, section: LeadSection, field: string) => refusedHere(c, section)?.errors[field];

export function Section({
  c,
  id,
  title,
  intro,
  fields,
  children,
}: {
  c: FormContext;
  id: LeadSection;
  title: string;
  intro?: ReactNode;
  /** The fields this card shows errors beside; any other error is said at the top of the card. */
  fields: string[];
  children: ReactNode;
}) {
  const refused = refusedHere(c, id);
  const status = refused ? <Refusal refused={refused} fields={fields} /> : <NoticeBanner notice={c.notices[id]} />;
  return (
    <FormCard id={id} title={title} intro={intro} status={status}>
      {children}
    </FormCard>
  );
}

/** Why the post was not saved: the message, errors that have no field here, and for a conflict the lead as it now is. */
function Refusal({ refused, fields }: { refused: LeadActionData; fields: string[] }) {
  const n = leadCopy.notices;
  const loose = Object.entries(refused.errors).filter(([field]) => !fields.includes(field));
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm text-ink">
      <p className="font-bold text-error">
        <span aria-hidden="true">⚠ </span>
        {refused.message}
      </p>
      {loose.map(([field, message]) => (
        <p key={field} className="font-semibold text-error">
          {message}
        </p>
      ))}
      {refused.conflict ? (
        <>
          {refused.conflict.since.length ? (
            <div>
              <p className="font-semibold">{n.conflictSince}</p>
              <ul className="mt-1 list-disc pl-5">
                {refused.conflict.since.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <p className="font-semibold">{n.conflictNow}</p>
            <ul className="mt-1 list-disc pl-5">
              {refused.conflict.now.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <p>{n.conflictKept}</p>
        </>
      ) : null}
    </div>
  );
}

/** The hidden fields of a form: token, intent (unless its buttons name it), version, and when the page was drawn. */
export function Hidden({ c, intent, version = true }: { c: FormContext; intent?: string; version?: boolean }) {
  return (
    <>
      <CsrfInput csrf={c.csrf} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {version ? <input type="hidden" name="version" value={c.version} /> : null}
      <input type="hidden" name="seen" value={c.seen} />
    </>
  );
}

/** A label above its control, a hint, and the service's message below when it refused the value. */
export function Block({
  id,
  label,
  hint,
  error,
  hidden,
  className = "",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`} hidden={hidden}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-invalid and aria-describedby for a control in a Block. */
export function described(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

export function Submit({
  children,
  name,
  value,
  tone = "primary",
  describedBy,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  tone?: "primary" | "secondary";
  describedBy?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-describedby={describedBy}
      className={`btn ${tone === "primary" ? "btn-primary" : "btn-secondary"}`}
    >
      {children}
    </button>
  );
}

export const action = (c: FormContext, section: LeadSection) => `/admin/leads/${c.leadId}#${section}`;
