import type { Role } from "#server/db/schema";

const chip = "inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1";

/** A role as a chip: owners stand out, the other roles are quiet. The word carries the meaning. */
export function RoleChip({ role, label }: { role: Role; label: string }) {
  const tone = role === "owner" ? "bg-brand-50 text-brand-700 ring-brand-100" : "bg-surface text-muted ring-line";
  return <span className={`${chip} ${tone}`}>{label}</span>;
}

/** Two-factor sign-in on or off: a word and a mark, never colour alone. */
export function TwoFactorChip({
  on,
  onText,
  offText,
  label,
}: {
  on: boolean;
  onText: string;
  offText: string;
  label?: string;
}) {
  return (
    <span className={`${chip} ${on ? "bg-green-50 text-success ring-success/30" : "bg-surface text-muted ring-line"}`}>
      <span aria-hidden="true">{on ? "✓ " : "– "}</span>
      {label ? <span className="sr-only">{label}: </span> : null}
      {on ? onText : offText}
    </span>
  );
}
