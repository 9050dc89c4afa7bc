/** Background colours for avatars; each keeps white initials above 4.5:1 contrast. */
const PALETTE = ["#4338CA", "#C2410C", "#0F766E", "#7C3AED", "#BE185D", "#1D4ED8", "#15803D", "#9333EA"];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/**
 * An illustrated avatar for a person we have no photo of: initials on a coloured
 * tile with a soft geometric accent. Decorative; the name is always written beside it.
 */
export function InitialsAvatar({ name, size = 56 }: { name: string; size?: number }) {
  const colour = colourFor(name);
  return (
    <svg viewBox="0 0 56 56" width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <circle cx="28" cy="28" r="28" fill={colour} />
      <path d="M0 40 Q18 30 56 44 V56 H0Z" fill="#fff" opacity="0.14" />
      <circle cx="45" cy="12" r="5" fill="#F97316" />
      <text
        x="28"
        y="34"
        textAnchor="middle"
        fill="#fff"
        fontFamily="ui-sans-serif, system-ui, Arial, sans-serif"
        fontSize="19"
        fontWeight="800"
        letterSpacing="0.5"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
