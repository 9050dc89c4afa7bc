/**
 * An address part made from a title: "Gola Sizzler — Café & Bar!" → "gola-sizzler-cafe-bar".
 * Lowercase letters and digits joined by single hyphens (what the slug and tag rules of
 * shared/content/schemas accept); accents dropped, everything else a separator. Used on
 * the server (a new record's empty id or slug) and in the browser (filled in as the title is typed).
 */
export function slugify(title: string, maxLength = 60): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let out = "";
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > maxLength) return out || word.slice(0, maxLength);
    out = next;
  }
  return out;
}
