/** How far along a worked record's stage is: just in, being worked, done well, or closed. */
export type StageTone = "new" | "working" | "good" | "closed";

const TONE: Record<StageTone, string> = {
  new: "bg-brand-50 text-brand-700 ring-brand-100",
  working: "bg-accent-100 text-ink ring-orange-200",
  good: "bg-green-50 text-success ring-green-200",
  closed: "bg-slate-100 text-muted ring-slate-200",
};

/** A stage as a small pill (a lead's, a job application's): its name is the text, the colour only adds to it. */
export function StageChip({ label, tone }: { label: string; tone: StageTone }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${TONE[tone]}`}
    >
      {label}
    </span>
  );
}
