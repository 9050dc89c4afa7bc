/**
 * `npm run bench`: builds the site, starts the production server on loopback and
 * measures it against the budgets of ../shared/PRODUCT.md. Prints a table and writes
 * JSON to bench/results/ (git-ignored). Options (env): BENCH_LH_RUNS (default 3),
 * BENCH_SECONDS (load duration, default 10), BENCH_SKIP_LIGHTHOUSE=1, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (postgres://…: publish-to-live on two instances, else on one SQLite; the inbox
 * at 100,000 leads on PostgreSQL too), BENCH_SKIP_LEADS=1 (bench/leads.ts, several minutes),
 * BENCH_SKIP_QUOTE_BESIDE=1 (bench/quote-beside.ts: the quote endpoint beside the build before the
 * pipeline, alternating; BENCH_QUOTE_ROUNDS, BENCH_BEFORE_DIR), BENCH_SKIP_ATTRIBUTION=1
 * (bench/attribution.ts: visitors behind one address, wrong and kept shares).
 */
import { execFileSync, execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSite } from "../tests/support/site";
import { BUDGET_CSS, BUDGET_HOME_JS, firstLoad, kb } from "./bytes";
import { measureIngestion } from "./analytics";
import { measureAttribution } from "./attribution";
import { untilIdle } from "./cpu";
import { compareLighthouse, runLighthouse } from "./lighthouse";
import { startNginx } from "./nginx";
import { type LeadsResults, measureLeads } from "./leads";
import { pacedPosts } from "./paced";
import { measurePublish } from "./publish";
import { BEFORE_PIPELINE, beforeBuild, measureQuoteBeside } from "./quote-beside";
import { MEASURED_ROUTES } from "./routes";
import { ensureDebianTools } from "./tools";
import { alternatingRounds, roundPercents, wrk } from "./wrk";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build-bench");
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The quote load the brief says the endpoint must hold. */
const QUOTE_RATE = 1000;

type Row = { figure: string; value: string; budget: string; met: boolean | null };
const rows: Row[] = [];
const record = (figure: string, value: string, budget: string, met: boolean | null) =>
  rows.push({ figure, value, budget, met });

ensureDebianTools();

// 1. Build, timed.
const t0 = Date.now();
execSync("npm run build", { stdio: "ignore", env: { ...process.env, BUILD_DIR } });
const buildSeconds = (Date.now() - t0) / 1000;
record("Production build", `${buildSeconds.toFixed(1)} s on ${os.cpus().length} cores`, "≤ 60 s", buildSeconds <= 60);

// 2. First-load bytes per route (as served: brotli).
const clientDir = path.join(BUILD_DIR, "client");
const bytes = Object.fromEntries(MEASURED_ROUTES.map((r) => [r, firstLoad(clientDir, r)]));
for (const [route, b] of Object.entries(bytes)) {
  const isHome = route === "/";
  record(
    `First-load JS ${route}`,
    `${kb(b.js.brotli)} br (${kb(b.js.gzip)} gz)`,
    isHome ? `≤ ${kb(BUDGET_HOME_JS)}` : "—",
    isHome ? b.js.brotli <= BUDGET_HOME_JS : null,
  );
  record(`CSS ${route}`, `${kb(b.css.brotli)} br`, `≤ ${kb(BUDGET_CSS)}`, b.css.brotli <= BUDGET_CSS);
}

// 3. Server throughput. With two or more cores the server under test (ours or nginx)
// runs on CPU 0 and the load generators on the others, so a figure is the server's own
// capacity, not its share of a CPU fought over with wrk (the machines are small and shared).
const cores = os.cpus().length;
const serverCpus = cores >= 2 ? "0" : undefined;
const clientCpus = cores >= 2 ? `1-${cores - 1}` : undefined;
const pin = (pid: number, cpus: string) =>
  execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
// TRUST_PROXY: the pageview load comes from many forwarded addresses, as through a proxy.
const site = await startSite({ BUILD_DIR, QUOTE_RATE_LIMIT: "0", LOG_LEVEL: "error", TRUST_PROXY: "loopback" });
if (serverCpus && clientCpus) {
  pin(site.process.pid!, serverCpus);
  pin(process.pid, clientCpus);
}
const nginxPort = 18080 + Math.floor(Math.random() * 1000);
const load: Record<string, unknown> = {};
const loadOpts = { seconds: SECONDS, threads: Math.max(1, cores - 1), cpus: clientCpus };
try {
  // Same file, same encoding (nginx's gzip_static has no brotli), alternating rounds so a
  // noisy neighbour hurts both; the ratio reported is the median round's.
  const page = "/about_us";
  const gzip = { "Accept-Encoding": "gzip" };
  const nginx = await startNginx(path.resolve(clientDir), nginxPort, 1, serverCpus);
  const { rounds, median } = await alternatingRounds(
    () => wrk(`${site.url}${page}`, { ...loadOpts, headers: gzip }),
    () => wrk(`http://127.0.0.1:${nginxPort}${page}`, { ...loadOpts, headers: gzip }),
  ).finally(() => nginx.stop());
  load.page = { rounds };
  record(
    `Prerendered ${page}: ours vs nginx (1 worker each)`,
    `${Math.round(median.subject.requestsPerSec)} vs ${Math.round(median.reference.requestsPerSec)} req/s = ${(median.ratio * 100).toFixed(0)}% (rounds ${roundPercents(rounds)})`,
    "≥ 50%",
    median.ratio >= 0.5,
  );
  const errors = rounds.reduce((n, r) => n + r.subject.errors, 0);
  record(
    `Load: 50 connections × 3 × ${SECONDS} s on ${page}`,
    `${errors} errors, p99 ${median.subject.p99Ms.toFixed(1)} ms`,
    "0 errors",
    errors === 0,
  );

  const home = await wrk(`${site.url}/`, { ...loadOpts, headers: { "Accept-Encoding": "br" } });
  load.home = home;
  record(
    `Load: 50 connections × ${SECONDS} s on /`,
    `${Math.round(home.requestsPerSec)} req/s, ${home.errors} errors`,
    "0 errors",
    home.errors === 0,
  );

  // The quote endpoint: the budget is a load it holds (1,000 requests/s offered on a fixed
  // schedule, after a warm-up) and the p99 seen at that load; wrk then finds the ceiling.
  const quoteUrl = `${site.url}/laravel_website/api/website_send_email`;
  const body = JSON.stringify({
    name: "Bench Visitor",
    phone_number: "+91 98765 43210",
    message: "Benchmark quote request",
  });
  await pacedPosts(quoteUrl, { ratePerSec: QUOTE_RATE, seconds: 3, body });
  const held = await pacedPosts(quoteUrl, { ratePerSec: QUOTE_RATE, seconds: SECONDS, body });
  const ceiling = await wrk(quoteUrl, { ...loadOpts, jsonBody: body });
  load.quote = { held, ceiling };
  record(
    `Quote endpoint (SQLite) at ${QUOTE_RATE} req/s offered`,
    `${Math.round(held.answeredPerSec)} req/s answered, p50 ${held.p50Ms.toFixed(1)} ms, p99 ${held.p99Ms.toFixed(1)} ms, ${held.errors} errors`,
    "p99 ≤ 50 ms, 0 errors",
    held.p99Ms <= 50 && held.errors === 0 && held.answeredPerSec >= QUOTE_RATE * 0.98,
  );
  record(
    "Quote endpoint ceiling (wrk, 50 connections)",
    `${Math.round(ceiling.requestsPerSec)} req/s (p99 ${ceiling.p99Ms.toFixed(0)} ms saturated), ${ceiling.errors} errors`,
    "≥ 1,000 req/s",
    ceiling.requestsPerSec >= 1000 && ceiling.errors === 0,
  );

  // The quotes' e-mails go out from the outbox in the background: the figures below measure
  // their own load, not that one's tail (on the same CPU it halved them, or a server beside it).
  const drained = await untilIdle(site.process.pid!);
  record(
    "  the server idle again after the quote load",
    `${drained.seconds.toFixed(0)} s`,
    "—",
    drained.idle ? null : false,
  );

  // Pageviews (server/analytics), then the home page again: counting must not slow serving.
  // The home page is measured just before and just after, each time in alternating rounds
  // against a second server that counted nothing (same build, same CPU), and the two shares are
  // compared: that cancels the host's drift over the minute between them, and whatever else
  // tells the loaded server from a fresh one, which the ingestion did not cause.
  const fresh = await startSite({ BUILD_DIR, LOG_LEVEL: "error" });
  try {
    if (serverCpus) pin(fresh.process.pid!, serverCpus);
    const br = { "Accept-Encoding": "br" };
    // A server just started answers its first seconds of load slower (its code not yet optimised).
    await wrk(`${fresh.url}/`, { ...loadOpts, seconds: 3, headers: br });
    const againstFresh = () =>
      alternatingRounds(
        () => wrk(`${site.url}/`, { ...loadOpts, headers: br }),
        () => wrk(`${fresh.url}/`, { ...loadOpts, headers: br }),
      );
    const before = await againstFresh();
    load.analytics = await measureIngestion(site, loadOpts, record);
    await untilIdle(site.process.pid!);
    const after = await againstFresh();
    load.homeAroundIngestion = { before: before.rounds, after: after.rounds };
    const kept = after.median.ratio / before.median.ratio;
    const errors = [...before.rounds, ...after.rounds].reduce((n, r) => n + r.subject.errors, 0);
    record(
      "  / after ingestion vs before (each as a share of a server without)",
      `${(after.median.ratio * 100).toFixed(0)}% vs ${(before.median.ratio * 100).toFixed(0)}% = ${(kept * 100).toFixed(0)}% (rounds ${roundPercents(after.rounds)} and ${roundPercents(before.rounds)})`,
      "≥ 90%",
      kept >= 0.9 && errors === 0,
    );
  } finally {
    await fresh.stop();
  }
} finally {
  await site.stop();
  if (serverCpus) pin(process.pid, `0-${cores - 1}`);
}

// 4. Lighthouse, mobile defaults, median of LH_RUNS runs per route.
const lighthouse: Record<string, unknown> = {};
if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  const lhSite = await startSite({ BUILD_DIR, LOG_LEVEL: "error" });
  try {
    for (const route of MEASURED_ROUTES) {
      const f = await runLighthouse(`${lhSite.url}${route}`, LH_RUNS);
      lighthouse[route] = f;
      const scoresMet = f.performance >= 99 && f.accessibility === 100 && f.bestPractices === 100 && f.seo === 100;
      record(
        `Lighthouse ${route} perf/a11y/bp/seo`,
        `${f.performance}/${f.accessibility}/${f.bestPractices}/${f.seo}`,
        "≥99/100/100/100",
        scoresMet,
      );
      const vitalsMet = f.lcpMs <= 1200 && f.tbtMs <= 30 && f.cls <= 0.01;
      record(
        `  LCP / TBT / CLS`,
        `${(f.lcpMs / 1000).toFixed(2)} s / ${Math.round(f.tbtMs)} ms / ${f.cls.toFixed(3)}`,
        "≤1.2 s / ≤30 ms / ≤0.01",
        vitalsMet,
      );
      // Not a budget: the same blocking counted on CPU time (after the first paint, and over the whole
      // load), and how long the page's thread waited for a core (bench/lighthouse.ts, cpuBlockingMs).
      record(
        `  TBT on CPU time: after paint / whole load; wall ÷ CPU`,
        `${Math.round(f.cpuTbtMs)} / ${Math.round(f.cpuTbtWholeMs)} ms; ${f.waitRatio.toFixed(1)}×`,
        "—",
        null,
      );
      record(`  transfer / JS`, `${kb(f.transferBytes)} / ${kb(f.jsBytes)}`, "—", null);
    }

    // Analytics on and off: off stores nothing and the beacon request is blocked, as if the site
    // had no analytics; the figures must agree within noise. The two are measured in alternating
    // runs, and blocking is compared on CPU time: Lighthouse's own TBT for one build moves by more
    // than the tolerance between runs here (docs/decisions/024-blocking-time-measured.md).
    const offSite = await startSite({ BUILD_DIR, LOG_LEVEL: "error", ANALYTICS: "off" });
    try {
      const { a: on, b: off } = await compareLighthouse(
        { url: `${lhSite.url}/` },
        { url: `${offSite.url}/`, flags: { blockedUrlPatterns: ["*/api/event*"] } },
        LH_RUNS,
      );
      lighthouse["/ (analytics on, alternating)"] = on;
      lighthouse["/ (analytics off)"] = off;
      const same =
        on.performance >= off.performance - 1 &&
        on.cpuTbtMs <= off.cpuTbtMs + 20 &&
        on.lcpMs <= off.lcpMs * 1.1 &&
        on.cls <= off.cls + 0.005;
      record(
        "Lighthouse / analytics on vs off",
        `perf ${on.performance} vs ${off.performance}, LCP ${(on.lcpMs / 1000).toFixed(2)} vs ${(off.lcpMs / 1000).toFixed(2)} s, TBT on CPU time ${Math.round(on.cpuTbtMs)} vs ${Math.round(off.cpuTbtMs)} ms (Lighthouse ${Math.round(on.tbtMs)} vs ${Math.round(off.tbtMs)}), CLS ${on.cls.toFixed(3)} vs ${off.cls.toFixed(3)}`,
        "same within noise",
        same,
      );
    } finally {
      await offSite.stop();
    }
  } finally {
    await lhSite.stop();
  }
}

// 5. Publish to live (bench/publish.ts): a content change through the API on one instance,
// timed until every instance serves it.
const publish = await measurePublish(BUILD_DIR, record);

// 6. The inbox at 100,000 leads and 1,000,000 timeline entries (bench/leads.ts): the first page's
// server time for no filter and each filter, on SQLite and (with a database URL) PostgreSQL.
const leads: LeadsResults | undefined = process.env.BENCH_SKIP_LEADS
  ? undefined
  : await measureLeads(BUILD_DIR, record);

// 7. Issue 34: the quote endpoint beside the build before the pipeline (alternating rounds, same CPU),
// and the attribution simulation (this build, then the one before the pipeline for comparison).
const quoteBeside = process.env.BENCH_SKIP_QUOTE_BESIDE
  ? undefined
  : await measureQuoteBeside(BUILD_DIR, loadOpts, record, serverCpus);
const attribution = process.env.BENCH_SKIP_ATTRIBUTION
  ? undefined
  : await measureAttribution(BUILD_DIR, record, {
      label: `the build before the pipeline (${BEFORE_PIPELINE})`,
      buildDir: beforeBuild(),
    });

// 8. Report.
const mark = (m: boolean | null) => (m === null ? "" : m ? "met" : "MISSED");
const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => [r.figure, r.value, r.budget][i]!.length)));
console.log(`\n${"Figure".padEnd(w[0]!)}  ${"Value".padEnd(w[1]!)}  ${"Budget".padEnd(w[2]!)}  Result`);
for (const r of rows)
  console.log(`${r.figure.padEnd(w[0]!)}  ${r.value.padEnd(w[1]!)}  ${r.budget.padEnd(w[2]!)}  ${mark(r.met)}`);
const missed = rows.filter((r) => r.met === false).length;
console.log(`\n${rows.filter((r) => r.met).length} budgets met, ${missed} missed.`);

mkdirSync("bench/results", { recursive: true });
const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      buildSeconds,
      bytes,
      load,
      lighthouse,
      publish,
      leads,
      quoteBeside,
      attribution,
      rows,
    },
    null,
    2,
  ),
);
console.log(`Results written to ${file}`);
