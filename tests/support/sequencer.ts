import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Runs the unit project's test files, then the end-to-end ones, each longest first by the
 * seconds they took in a recorded full run (tests/timings.json, written by
 * `npm run test:timings`), so that the two workers finish together instead of one running a
 * long file alone at the end.
 *
 * Vitest's own order needs timings it keeps in node_modules/.vite, which a fresh clone and CI
 * do not have; it then orders by file size, and put the two page-audit files (a few lines
 * each, ~50 s each) last. A file missing from the record runs first, as vitest runs unknown
 * files first. The record only sets the order: a stale one costs time, never a result.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const timings: Record<string, number> = JSON.parse(readFileSync(path.join(ROOT, "tests/timings.json"), "utf8"));

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      timings[path.relative(ROOT, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      // The unit files first (~15 s; a failure there shows at once), then the end-to-end ones.
      // Vitest gives each project workers of its own, so the switch between them costs a few
      // seconds either way; measured on a partial run, this order is ~1.5 s quicker.
      if (a.project.name !== b.project.name) return a.project.name > b.project.name ? -1 : 1;
      return seconds(b) - seconds(a);
    });
  }
}
