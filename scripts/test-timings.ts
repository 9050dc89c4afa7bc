/**
 * Writes tests/timings.json, the seconds each test file took, from a vitest JSON report
 * (`npm run test:timings` makes one): the order tests/support/sequencer.ts runs files in.
 * Run it again when files are added or their weight changes a lot.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const report = process.argv[2];
if (!report) throw new Error("usage: tsx scripts/test-timings.ts <vitest JSON report>");
type Report = { testResults: { name: string; startTime: number; endTime: number }[] };
const { testResults } = JSON.parse(readFileSync(report, "utf8")) as Report;
const timings = Object.fromEntries(
  testResults
    .map((r) => [path.relative(process.cwd(), r.name), Math.round((r.endTime - r.startTime) / 100) / 10] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync("tests/timings.json", `${JSON.stringify(timings, null, 2)}\n`);
console.log(`tests/timings.json: ${testResults.length} files`);
