/**
 * The quote endpoint beside the build before the sales pipeline (issue 34): the same machine,
 * the same CPU, alternating rounds, so a noisy neighbour hurts both alike. Each round offers
 * 1,000 requests/s on a fixed schedule to each server in turn (bench/paced.ts: p50, p99 and the
 * answered rate, after a warm-up) and then finds each one's ceiling with wrk (50 connections).
 * The budget: this build answers at least as many requests a second as the build before at
 * its ceiling (the median round's ratio), and holds p99 ≤ 50 ms at 1,000 requests/s.
 *
 * "Before" is BEFORE_PIPELINE, the commit just before the pipeline landed (5856bd9's parent).
 * It is built once into BENCH_BEFORE_DIR (default: the system's temporary folder) from
 * `git archive` (no worktree is registered), with this checkout's node_modules copied and
 * the few packages that commit still had (Express) installed from npm's cache, then reused.
 *
 * `npm run bench` calls `measureQuoteBeside`; standalone, on an existing build:
 * `BUILD_DIR=build-bench npx tsx bench/quote-beside.ts`. Options (env): BENCH_SECONDS (each
 * load, default 10), BENCH_QUOTE_ROUNDS (default 3), BENCH_BEFORE_DIR.
 */
import { execFileSync, execSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RunningSite, startSite } from "../tests/support/site";
import { untilIdle } from "./cpu";
import { type PacedResult, pacedPosts } from "./paced";
import type { Recorder } from "./publish";
import { type LoadResult, wrk } from "./wrk";

/** The last commit before the sales pipeline (5856bd9, issue 30) landed. */
export const BEFORE_PIPELINE = "49bfb07";
const QUOTE_RATE = 1000;
export const QUOTE_P99_BUDGET_MS = 50;
const QUOTE_PATH = "/laravel_website/api/website_send_email";
const BODY = JSON.stringify({ name: "Bench Visitor", phone_number: "+91 98765 43210", message: "Benchmark quote" });

export type QuoteRound = {
  before: { paced: PacedResult; ceiling: LoadResult };
  now: { paced: PacedResult; ceiling: LoadResult };
};

export type QuoteBesideResults = { rounds: QuoteRound[]; beforeBuild: string };

/** A build of BEFORE_PIPELINE (made once, then reused); returns its BUILD_DIR. */
export function beforeBuild(): string {
  const root = path.resolve(process.env.BENCH_BEFORE_DIR ?? path.join(os.tmpdir(), `bench-before-${BEFORE_PIPELINE}`));
  const build = path.join(root, "build");
  if (existsSync(path.join(build, "node", "server.mjs"))) return build;
  console.log(`Building ${BEFORE_PIPELINE} (the build before the pipeline) in ${root}…`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execSync(`git archive ${BEFORE_PIPELINE} | tar -x -C ${JSON.stringify(root)}`, { stdio: "inherit" });
  cpSync(path.resolve("node_modules"), path.join(root, "node_modules"), { recursive: true, verbatimSymlinks: true });
  // That commit still served through Express: its packages come from npm's cache where it has them.
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: root, stdio: "ignore" });
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore", env: { ...process.env, BUILD_DIR: build } });
  return build;
}

const fmt = (n: number) => n.toFixed(1);

/**
 * Alternating rounds (before, then this build) of the paced load and the ceiling, each server
 * on a fresh SQLite DATA_DIR, pinned to `serverCpus` while the load runs on `loadOpts.cpus`.
 */
export async function measureQuoteBeside(
  buildDir: string,
  loadOpts: { seconds: number; threads: number; cpus?: string },
  record: Recorder,
  serverCpus?: string,
): Promise<QuoteBesideResults> {
  const before = beforeBuild();
  const rounds = Number(process.env.BENCH_QUOTE_ROUNDS ?? 3);
  const env = { QUOTE_RATE_LIMIT: "0", LOG_LEVEL: "error" };
  const pin = (site: RunningSite) =>
    serverCpus &&
    execFileSync("taskset", ["-a", "-p", "-c", serverCpus, String(site.process.pid)], { stdio: "ignore" });
  const results: QuoteRound[] = [];
  const one = async (build: string) => {
    const site = await startSite({ ...env, BUILD_DIR: build });
    try {
      pin(site);
      const url = site.url + QUOTE_PATH;
      await pacedPosts(url, { ratePerSec: QUOTE_RATE, seconds: 3, body: BODY });
      const paced = await pacedPosts(url, { ratePerSec: QUOTE_RATE, seconds: loadOpts.seconds, body: BODY });
      await untilIdle(site.process.pid!, 60);
      const ceiling = await wrk(url, { ...loadOpts, jsonBody: BODY });
      return { paced, ceiling };
    } finally {
      await site.stop();
    }
  };
  for (let i = 0; i < rounds; i++) {
    const b = await one(before);
    const n = await one(buildDir);
    results.push({ before: b, now: n });
    console.log(
      `quote round ${i + 1}: before ${Math.round(b.ceiling.requestsPerSec)} req/s (p99 ${fmt(b.paced.p99Ms)} ms at ${QUOTE_RATE}/s), now ${Math.round(n.ceiling.requestsPerSec)} req/s (p99 ${fmt(n.paced.p99Ms)} ms)`,
    );
  }
  const ratios = results.map((r) => r.now.ceiling.requestsPerSec / r.before.ceiling.requestsPerSec);
  const median = [...results.keys()].sort((a, b) => ratios[a]! - ratios[b]!)[Math.floor(results.length / 2)]!;
  const m = results[median]!;
  const ratio = ratios[median]!;
  record(
    `Quote endpoint ceiling vs the build before the pipeline (${BEFORE_PIPELINE}), alternating`,
    `${Math.round(m.now.ceiling.requestsPerSec)} vs ${Math.round(m.before.ceiling.requestsPerSec)} req/s = ${(ratio * 100).toFixed(0)}% (rounds ${ratios.map((r) => (r * 100).toFixed(0)).join("/")}%)`,
    "≥ 100%",
    ratio >= 1,
  );
  // The median round's p99, as for the ceiling: one round a neighbour's burst hit is not the endpoint's.
  const p99 = results.map((r) => r.now.paced.p99Ms).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
  const errors = results.reduce((s, r) => s + r.now.paced.errors + r.now.ceiling.errors, 0);
  record(
    `  at ${QUOTE_RATE} req/s offered: p99 now / before, each round (budget on the median round)`,
    results.map((r) => `${fmt(r.now.paced.p99Ms)}/${fmt(r.before.paced.p99Ms)}`).join(", ") + ` ms; ${errors} errors`,
    `p99 ≤ ${QUOTE_P99_BUDGET_MS} ms`,
    p99 <= QUOTE_P99_BUDGET_MS && errors === 0,
  );
  return { rounds: results, beforeBuild: before };
}

// Standalone: this build beside the build before the pipeline.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const cores = os.cpus().length;
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rows: string[] = [];
  await measureQuoteBeside(
    buildDir,
    { seconds, threads: Math.max(1, cores - 1), cpus: cores >= 2 ? `1-${cores - 1}` : undefined },
    (figure, value, budget, met) =>
      rows.push(`${figure}: ${value} (${budget}) ${met === null ? "" : met ? "met" : "MISSED"}`),
    cores >= 2 ? "0" : undefined,
  );
  console.log(rows.join("\n"));
}
