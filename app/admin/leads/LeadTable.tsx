import type { ReactNode } from "react";
import { SOURCE_LABELS, STATUS_LABELS, STATUS_ORDER, adminCopy, attempts } from "../labels";
import { leadCopy } from "./lead-copy";
import { FollowUpText, StageBadge } from "./StageBadge";
import type { CameFromItem, LeadView, MailView, Notice } from "./types";

const copy = adminCopy.list;
const mailCopy = adminCopy.mail;
const inboxCopy = leadCopy.inbox;

type Props = {
  leads: LeadView[];
  caption: string;
  csrf: string;
  /** The list address these forms come back to (PRG). */
  returnTo: string;
  notice?: Notice;
};

/**
 * The leads as a real table (caption, column headers). On a phone each row becomes a
 * compact card (issue 35: five leads took 5,340 px): who, when, the stage and the first
 * lines of the message; where the lead came from and the mail's details wait on wider
 * screens and on the lead's own page, which is also the only place a lead is erased.
 * Explicit roles keep the table semantics when the cells are displayed as blocks.
 */
export function LeadTable({ leads, caption, csrf, returnTo, notice }: Props) {
  return (
    <table role="table" className="block w-full text-left md:table md:border-collapse">
      <caption className="block pb-3 text-left text-sm font-semibold text-muted md:table-caption md:px-2 md:pt-4">
        {caption}
      </caption>
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row" className="md:border-b md:border-line">
          <Th>{copy.columns.received}</Th>
          <Th>{copy.columns.contact}</Th>
          <Th wide>{copy.columns.message}</Th>
          <Th>{copy.columns.status}</Th>
          <Th>{copy.columns.mail}</Th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-3 md:table-row-group">
        {leads.map((lead) => (
          <LeadRow
            key={lead.id}
            lead={lead}
            csrf={csrf}
            returnTo={returnTo}
            notice={notice?.leadId === lead.id ? notice : undefined}
          />
        ))}
      </tbody>
    </table>
  );
}

function Th({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={`px-4 py-3 text-sm font-semibold text-muted ${wide ? "md:w-2/5" : ""}`}
    >
      {children}
    </th>
  );
}

function Cell({
  label,
  children,
  className = "",
  showLabel = true,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** On a phone, name the cell above it (a card whose content says what it is needs no label). */
  showLabel?: boolean;
}) {
  return (
    <td role="cell" className={`block px-4 py-1.5 align-top md:table-cell md:py-4 ${className}`}>
      {showLabel ? (
        <span
          aria-hidden="true"
          className="mb-0.5 block text-xs font-semibold uppercase tracking-wide text-muted md:hidden"
        >
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}

function LeadRow({
  lead,
  csrf,
  returnTo,
  notice,
}: {
  lead: LeadView;
  csrf: string;
  returnTo: string;
  notice?: Notice;
}) {
  return (
    <tr
      role="row"
      id={`lead-${lead.id}`}
      className="card flex scroll-mt-6 flex-col py-2 md:table-row md:rounded-none md:border-0 md:border-b md:border-line md:py-0 md:shadow-none"
    >
      <Cell label={copy.columns.received} className="order-2 md:w-40" showLabel={false}>
        <span className="text-sm text-muted md:text-base md:font-medium md:text-ink">
          <time dateTime={lead.received.iso} className="md:block">
            {lead.received.text}
          </time>
          <span className="md:hidden"> · </span>
          <span className="md:mt-1 md:block md:text-sm md:font-normal md:text-muted">
            #{lead.id} · {SOURCE_LABELS[lead.source]}
          </span>
        </span>
      </Cell>
      <Cell label={copy.columns.contact} className="order-1 md:w-52" showLabel={false}>
        <a
          href={`/admin/leads/${lead.id}`}
          className="block font-bold break-words text-brand-700 underline underline-offset-2 hover:text-brand-600"
        >
          {lead.name}
        </a>
        <Phone value={lead.phone} />
        {lead.email ? (
          <span className="block">
            <a
              href={lead.email.href}
              className="mt-0.5 inline-block break-all text-brand-700 underline underline-offset-2"
            >
              {lead.email.text}
            </a>
          </span>
        ) : null}
      </Cell>
      <Cell label={copy.columns.message} className="order-3" showLabel={false}>
        <p className="line-clamp-2 max-w-prose break-words text-ink md:line-clamp-none md:whitespace-pre-wrap">
          {lead.message}
        </p>
        {lead.cameFrom.length ? <CameFrom items={lead.cameFrom} /> : null}
      </Cell>
      <Cell label={copy.columns.status} className="order-4 md:w-48" showLabel={false}>
        <StageBadge stage={lead.status} />
        <dl className="mt-1.5 grid gap-0.5 text-sm">
          <div>
            <dt className="inline text-muted">{inboxCopy.owner}: </dt>
            <dd className="inline break-words text-ink">
              {lead.owner ?? <span className="text-muted">{inboxCopy.unassigned}</span>}
            </dd>
          </div>
          {lead.followUp ? (
            <div>
              <dt className={lead.followUp.overdue ? "sr-only" : "inline text-muted"}>{inboxCopy.followUp}: </dt>
              <dd className="inline text-ink">
                <FollowUpText followUp={lead.followUp} words={inboxCopy} />
              </dd>
            </div>
          ) : null}
        </dl>
        <form
          method="post"
          action={`/admin/leads/${lead.id}/status`}
          className="mt-2 flex flex-wrap items-center gap-2"
        >
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="version" value={lead.version} />
          <label htmlFor={`status-${lead.id}`} className="sr-only">
            {copy.changeStatus(lead.name)}
          </label>
          <select
            id={`status-${lead.id}`}
            name="status"
            defaultValue={lead.status}
            className="min-h-10 rounded-lg border border-slate-500 bg-white px-2 py-1.5 text-sm text-ink"
          >
            {STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-secondary min-h-10 px-3 py-1.5 text-sm">
            {copy.saveStatus}
          </button>
        </form>
        {notice?.about === "stage" ? <RowNotice notice={notice} /> : null}
      </Cell>
      <Cell label={copy.columns.mail} className="order-5 md:w-60" showLabel={false}>
        <MailState mail={lead.mail} />
        {lead.mail.state === "pending" || lead.mail.state === "failed" ? (
          <form method="post" action={`/admin/leads/${lead.id}/retry`} className="mt-2">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className="btn btn-primary min-h-10 px-3 py-1.5 text-sm">
              {copy.retry}
              <span className="sr-only">{copy.retryFor(lead.name)}</span>
            </button>
          </form>
        ) : null}
        {notice && notice.about !== "stage" ? <RowNotice notice={notice} /> : null}
      </Cell>
    </tr>
  );
}

/** What the last post about this lead did, beside the form it came from (an error in the error colour). */
function RowNotice({ notice }: { notice: Notice }) {
  return (
    <p
      role="status"
      className={`mt-2 text-sm font-semibold ${notice.tone === "error" ? "text-error" : "text-success"}`}
    >
      {notice.text}
    </p>
  );
}

const DOT: Record<MailView["state"], string> = {
  sent: "bg-success",
  pending: "bg-accent",
  sending: "bg-brand",
  failed: "bg-error",
  none: "bg-slate-400",
};

function MailState({ mail }: { mail: MailView }) {
  const title = mailCopy[mail.state];
  return (
    <div className="text-sm">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${DOT[mail.state]}`} />
        <span>
          <span className="md:sr-only">{copy.columns.mail}: </span>
          <span>{title}</span>
        </span>
      </p>
      {mail.state === "sent" ? (
        <p className="mt-0.5 hidden text-muted md:block">
          <time dateTime={mail.at.iso}>{mail.at.text}</time>
        </p>
      ) : null}
      {mail.state === "pending" ? (
        <p className="mt-0.5 text-muted">
          {mailCopy.nextAttempt}: <time dateTime={mail.next.iso}>{mail.next.text}</time>
        </p>
      ) : null}
      {(mail.state === "pending" || mail.state === "failed") && mail.attempts > 0 ? (
        <p className="mt-0.5 hidden text-muted md:block">{attempts(mail.attempts)}</p>
      ) : null}
      {(mail.state === "pending" || mail.state === "failed") && mail.lastError ? (
        <p className="mt-1 hidden break-words rounded-md bg-red-50 px-2 py-1 text-error md:block">
          <span className="font-semibold">{mailCopy.lastError}:</span> {mail.lastError}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where the lead came from, under its message: a small title and the known facts as
 * label–value pairs in two aligned columns. (No heading or landmark: a page of leads
 * would otherwise hold 25 identical ones.)
 */
function CameFrom({ items }: { items: CameFromItem[] }) {
  return (
    <div className="mt-3 hidden max-w-prose rounded-lg bg-slate-50 px-3 py-2 text-sm md:block">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{copy.cameFrom.heading}</p>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        {items.map((item) => (
          <div key={item.label} className="col-span-2 grid grid-cols-subgrid">
            <dt className="text-muted">{item.label}</dt>
            <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The number as a tap-to-call link when it has digits to dial, else as text. */
function Phone({ value }: { value: string }) {
  const dial = value.replace(/[^\d+]/g, "");
  if (!/\d/.test(dial)) return <span className="mt-0.5 block break-all text-ink">{value}</span>;
  return (
    // A usual number stays on one line (the table's column makes room for it); a long one wraps at its spaces.
    <a
      href={`tel:${dial}`}
      className={`mt-0.5 inline-block text-brand-700 underline underline-offset-2 ${value.length <= 20 ? "whitespace-nowrap" : "break-words"}`}
    >
      {value}
    </a>
  );
}
