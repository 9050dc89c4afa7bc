/** A moment as the back office shows it: India-time text in a <time> carrying the ISO value. */
export function Time({ at, className }: { at: { iso: string; text: string }; className?: string }) {
  return (
    <time dateTime={at.iso} className={className}>
      {at.text}
    </time>
  );
}
