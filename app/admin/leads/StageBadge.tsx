import { STATUS_LABELS, type LeadStatus } from "../labels";
import { StageChip, type StageTone } from "../ui/StageChip";

const TONE: Record<LeadStatus, StageTone> = {
  new: "new",
  contacted: "working",
  proposal: "working",
  won: "good",
  lost: "closed",
};

/** A lead's stage as a small pill (its name is the text: colour only adds to it). */
export function StageBadge({ stage }: { stage: LeadStatus }) {
  return <StageChip label={STATUS_LABELS[stage]} tone={TONE[stage]} />;
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
