/**
 * A person's name as a mail header or a prefilled message may show it: control, bidirectional
 * and other invisible formatting characters dropped (U+202E would show it reversed), line and
 * paragraph separators (U+2028, U+2029) and line breaks made spaces, spaces collapsed.
 */
export function plainDisplayName(name: string): string {
  return name
    .replace(/[\r\n\t\u2028\u2029]+/g, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/ {2,}/g, " ")
    .trim();
}
