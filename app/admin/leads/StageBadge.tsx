import { STATUS_LABELS, type LeadStatus } from "../labels";

const STAGE_BADGE: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-700 ring-brand-100",
  contacted: "bg-accent-100 text-ink ring-orange-200",
  proposal: "bg-accent-100 text-ink ring-orange-200",
  won: "bg-green-50 text-success ring-green-200",
  lost: "bg-slate-100 text-muted ring-slate-200",
};

/** A lead's stage as a small pill (its name is the text: colour only adds to it). */
export function StageBadge({ stage }: { stage: LeadStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${STAGE_BADGE[stage]}`}
    >
      {STATUS_LABELS[stage]}
    </span>
  );
}

/** A follow-up time; one that has passed (at a stage still open) reads "Overdue since …" in bold red with a mark. */
export function FollowUpText({
  followUp,
  words,
  className = "",
}: {
  followUp: { at: { iso: string; text: string }; overdue: boolean };
  words: { overdueSince: string };
  className?: string;
}) {
  if (!followUp.overdue) {
    return (
      <time dateTime={followUp.at.iso} className={className}>
        {followUp.at.text}
      </time>
    );
  }
  return (
    <span
      className={`inline-block rounded-md bg-red-50 px-1.5 py-0.5 font-semibold text-error ring-1 ring-red-200 ${className}`}
    >
      <span aria-hidden="true">⚠ </span>
      {words.overdueSince} <time dateTime={followUp.at.iso}>{followUp.at.text}</time>
    </span>
  );
}
