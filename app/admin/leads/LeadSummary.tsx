import { SummaryItem } from "../ui/SummaryItem";
import { SOURCE_LABELS } from "../labels";
import { leadCopy } from "./lead-copy";
import type { LeadPageView } from "./lead-types";
import { FollowUpText, StageBadge } from "./StageBadge";

const copy = leadCopy.summary;

/**
 * The top of a lead's page, under its h1: how to reach them (tap to call, tap to write) and
 * where each of those details came from (this enquiry, or a lead merged into it),
 * where the deal stands (stage, owner, follow-up), when and how it came in, and their
 * message as they typed it.
 */
export function LeadSummary({ lead }: { lead: LeadPageView }) {
  return (
    <section aria-labelledby="summary-heading" className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-5 sm:p-6">
      <h2 id="summary-heading" className="sr-only">
        {copy.label}
      </h2>
      {lead.isSpam ? (
        <p className="rounded-lg border border-accent-700/40 bg-accent-100 px-4 py-3 text-sm font-semibold text-ink">
          <span aria-hidden="true">⚠ </span>
          {copy.spam}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
        <SummaryItem term={copy.name} from={lead.provenance.name}>
          <span className="break-words">{lead.name}</span>
        </SummaryItem>
        <SummaryItem term={copy.phone} from={lead.provenance.phone}>
          {lead.phone.dial ? (
            <a
              href={`tel:${lead.phone.dial}`}
              className="break-all font-semibold text-brand-700 underline underline-offset-2"
            >
              {lead.phone.text}
            </a>
          ) : (
            <span className="break-all">{lead.phone.text}</span>
          )}
        </SummaryItem>
        <SummaryItem term={copy.email} from={lead.provenance.email}>
          {lead.email ? (
            <a href={lead.email.href} className="break-all font-semibold text-brand-700 underline underline-offset-2">
              {lead.email.text}
            </a>
          ) : (
            <span className="text-muted">{copy.noEmail}</span>
          )}
        </SummaryItem>
        <SummaryItem term={copy.received}>
          <time dateTime={lead.received.iso}>{lead.received.text}</time>
          <span className="block text-sm text-muted">
            {copy.number(lead.id)} · {SOURCE_LABELS[lead.source]}
          </span>
        </SummaryItem>
        <SummaryItem term={copy.stage}>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StageBadge stage={lead.stage} />
            {lead.stageDetail ? <span className="text-sm text-ink">{lead.stageDetail}</span> : null}
          </span>
        </SummaryItem>
        <SummaryItem term={copy.owner}>
          {lead.owner ? lead.owner.name : <span className="text-muted">{copy.unassigned}</span>}
        </SummaryItem>
        <SummaryItem term={copy.followUp}>
          {lead.followUp ? (
            <FollowUpText followUp={lead.followUp} words={copy} />
          ) : (
            <span className="text-muted">{copy.noFollowUp}</span>
          )}
        </SummaryItem>
      </dl>
      <div className="grid gap-1.5 border-t border-line pt-4">
        <p className="text-sm font-semibold text-muted">{copy.message}</p>
        <p className="max-w-prose whitespace-pre-wrap break-words text-ink">{lead.message}</p>
      </div>
    </section>
  );
}
