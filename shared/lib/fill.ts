/** A content template with its {placeholders} filled: fill("Page {page}", { page: 2 }) → "Page 2". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
