import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "#shared/lib/seo-lengths";
import { seoCopy as copy } from "./copy";

/**
 * The search-text rules of the SEO editor and the SEO overview (pure, so the editor's
 * counters are the same on the server and while typing). Google shows about 30–60
 * characters of a title and 70–160 of a description.
 */
export const SEO_LENGTHS = {
  title: { min: TITLE_MIN, max: TITLE_MAX },
  description: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX },
} as const;

export type SearchText = keyof typeof SEO_LENGTHS;
export type LengthVerdict = "missing" | "short" | "good" | "long";

export type LengthCheck = { length: number; max: number; verdict: LengthVerdict; text: string };

/** "42 / 60 — good", "12 / 60 — too short", … */
export function lengthCheck(kind: SearchText, value: string | undefined): LengthCheck {
  return lengthCheckOf(value, SEO_LENGTHS[kind]);
}

/** A text's length against a range (a field's length hint): "57 / 60 — good". */
export function lengthCheckOf(value: string | undefined, { min, max }: { min: number; max: number }): LengthCheck {
  const length = [...(value ?? "").trim()].length;
  const verdict: LengthVerdict = length === 0 ? "missing" : length < min ? "short" : length > max ? "long" : "good";
  return { length, max, verdict, text: `${length} / ${max} — ${copy.verdict[verdict]}` };
}

/** One page's search texts, as the overview checks them. */
export type SeoTexts = { id: string; title: string; description: string };

export type SeoProblem =
  | { kind: "length"; field: SearchText; verdict: Exclude<LengthVerdict, "good"> }
  | { kind: "duplicate"; field: SearchText; others: string[] };

/** What is wrong with each page's title and description: missing, too short or long, shared with other pages. */
export function seoProblems(pages: readonly SeoTexts[]): Map<string, SeoProblem[]> {
  const byText = (field: SearchText) => {
    const map = new Map<string, string[]>();
    for (const p of pages) {
      const key = (field === "title" ? p.title : p.description).trim().toLowerCase();
      if (key) map.set(key, [...(map.get(key) ?? []), p.id]);
    }
    return map;
  };
  const shared = { title: byText("title"), description: byText("description") };
  const out = new Map<string, SeoProblem[]>();
  for (const p of pages) {
    const problems: SeoProblem[] = [];
    for (const field of ["title", "description"] as const) {
      const text = field === "title" ? p.title : p.description;
      const { verdict } = lengthCheck(field, text);
      if (verdict !== "good") problems.push({ kind: "length", field, verdict });
      const same = shared[field].get(text.trim().toLowerCase()) ?? [];
      if (same.length > 1) problems.push({ kind: "duplicate", field, others: same.filter((id) => id !== p.id) });
    }
    out.set(p.id, problems);
  }
  return out;
}

/** A problem in words: "Title too long", "Description also used by /about_us". */
export function problemText(problem: SeoProblem, nameOf: (id: string) => string = (id) => id): string {
  const field = copy.field[problem.field];
  return problem.kind === "length"
    ? `${field} ${copy.problem[problem.verdict]}`
    : `${field} ${copy.problem.duplicate(problem.others.map(nameOf))}`;
}
