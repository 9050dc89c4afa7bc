/**
 * The attribution simulation (issue 34, PRODUCT.md's budget): VISITORS people behind one IPv4
 * address (a carrier-grade NAT) with one browser string (Chrome's reduced user agent is the same
 * on every Android phone of a version), half of them arriving from one of CAMPAIGNS campaigns,
 * the rest straight; their visits interleaved in time. Each is counted by the real pageview
 * endpoint (so the server's daily visitor number is one for them all), looks at a few pages,
 * and most then send the quote form: with JavaScript from whichever page they are on, carrying
 * their own tab's landing page as the page's script does (app/lib/landing.ts); without it
 * (NO_JS_SHARE of them) as a plain POST whose Referer is the page it was sent from.
 *
 * Measured from the leads CSV: the share of leads given another visitor's campaign (budget: 0),
 * and the share of the campaign visitors who wrote that kept their own (budget: ≥ 95%). With
 * `before`, the same run against another build (the one before the pipeline, which looked the
 * visit up by the visitor number) shows what was wrong.
 *
 * `npm run bench` calls `measureAttribution`; standalone, on an existing build:
 * `BUILD_DIR=build npx tsx bench/attribution.ts` (BENCH_ATTRIBUTION_BEFORE=1 also runs the
 * build before the pipeline, made as bench/quote-beside.ts makes it).
 */
import path from "node:path";
import { OWNER, OWNER_ENV, signInHttp } from "../tests/support/admin";
import { csvRecords } from "../tests/support/csv";
import { startSite } from "../tests/support/site";
import type { Recorder } from "./publish";

const VISITORS = Number(process.env.BENCH_ATTRIBUTION_VISITORS ?? 200);
const CAMPAIGNS = 5;
/** Visitors without JavaScript (they send the form as a plain POST from the page they are on). */
const NO_JS_SHARE = 0.05;
/** Visitors who send the form. */
const WRITE_SHARE = 0.6;
const ADDRESS = "100.64.12.34";
const USER_AGENT =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const PAGES = ["/", "/about_us", "/services", "/portfolio", "/contact_us"];

export type AttributionResult = {
  leads: number;
  wrong: number;
  campaignWriters: number;
  kept: number;
  wrongShare: number;
  keptShare: number;
};

/** A small seeded generator: the same simulation every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Visitor = {
  n: number;
  campaign: string | null;
  js: boolean;
  writes: boolean;
  landing: string;
  pages: string[];
  /** The page the form is sent from. */
  formPage: string;
};

function visitorsOf(run: string): Visitor[] {
  const random = prng(34);
  return Array.from({ length: VISITORS }, (_, n) => {
    const campaign = n % 2 === 0 ? `sim-${run}-${(n / 2) % CAMPAIGNS}` : null;
    const landing = campaign
      ? `/services?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=g${n}`
      : PAGES[Math.floor(random() * PAGES.length)]!;
    const pages = Array.from({ length: Math.floor(random() * 3) }, () => PAGES[Math.floor(random() * PAGES.length)]!);
    const js = random() >= NO_JS_SHARE;
    // Without JavaScript half write from the page they landed on, half from a later one.
    const formPage = pages.length && (js || random() < 0.5) ? pages.at(-1)! : landing;
    return { n, campaign, js, writes: random() < WRITE_SHARE, landing, pages, formPage };
  });
}

/** Runs the simulation against a started build; returns the shares. */
async function simulate(buildDir: string): Promise<AttributionResult> {
  const run = Date.now().toString(36);
  const site = await startSite({
    ...OWNER_ENV,
    BUILD_DIR: buildDir,
    TRUST_PROXY: "loopback",
    QUOTE_RATE_LIMIT: "0",
    ANALYTICS_RATE_LIMIT: "0",
    LOG_LEVEL: "error",
  });
  try {
    const base = site.url;
    const headers = { "x-forwarded-for": ADDRESS, "user-agent": USER_AGENT };
    const view = (page: string, referrer: string) =>
      fetch(`${base}/api/event`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/plain" },
        body: JSON.stringify({ p: page, r: referrer }),
      });
    const visitors = visitorsOf(run);
    // Interleaved: every visitor's landing first, then the pages they look at, then the forms.
    for (const v of visitors) await view(v.landing, v.campaign ? "https://www.google.com/" : "");
    for (const v of visitors) for (const p of v.pages) await view(p, "");
    const writers = visitors.filter((v) => v.writes);
    for (const v of writers) {
      const fields = new URLSearchParams({
        name: `Sim ${run} ${v.n}`,
        phone_number: `+91 9${String(10_000_000 + v.n).padStart(9, "0")}`,
        message: "We would like a quote for an app.",
        source: "footer",
        page: new URL(v.formPage, base).pathname,
      });
      if (v.js) {
        fields.set("landing", v.landing);
        fields.set("landing_referrer", v.campaign ? "https://www.google.com/" : "");
      }
      const res = await fetch(`${base}/contact_us`, {
        method: "POST",
        redirect: "manual",
        headers: {
          ...headers,
          "content-type": "application/x-www-form-urlencoded",
          origin: base,
          referer: `${base}${v.formPage}`,
        },
        body: fields.toString(),
      });
      if (res.status !== 303) throw new Error(`the form answered ${res.status} for visitor ${v.n}`);
    }

    const { cookie } = await signInHttp(base, OWNER);
    const csv = await fetch(`${base}/admin/leads.csv?q=${encodeURIComponent(`Sim ${run}`)}`, {
      headers: { cookie: cookie! },
    });
    const rows = new Map(csvRecords(await csv.text()).map((r) => [r.name, r]));
    let wrong = 0;
    let kept = 0;
    const campaignWriters = writers.filter((v) => v.campaign !== null).length;
    for (const v of writers) {
      const stored = rows.get(`Sim ${run} ${v.n}`)?.["utm campaign"] ?? "";
      if (stored !== "" && stored !== v.campaign) wrong++;
      if (v.campaign !== null && stored === v.campaign) kept++;
    }
    return {
      leads: writers.length,
      wrong,
      campaignWriters,
      kept,
      wrongShare: writers.length ? wrong / writers.length : 0,
      keptShare: campaignWriters ? kept / campaignWriters : 1,
    };
  } finally {
    await site.stop();
  }
}

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

export async function measureAttribution(
  buildDir: string,
  record: Recorder,
  before?: { label: string; buildDir: string },
): Promise<{ now: AttributionResult; before?: AttributionResult }> {
  const now = await simulate(buildDir);
  record(
    `Attribution: ${VISITORS} visitors behind one address and browser string, ${CAMPAIGNS} campaigns`,
    `${now.wrong} of ${now.leads} leads (${pct(now.wrongShare)}) with another visitor's campaign`,
    "0 wrong",
    now.wrong === 0,
  );
  record(
    "  campaign visitors who wrote and kept their campaign",
    `${now.kept} of ${now.campaignWriters} (${pct(now.keptShare)}; ${pct(NO_JS_SHARE)} of visitors without JavaScript)`,
    "≥ 95%",
    now.keptShare >= 0.95,
  );
  if (!before) return { now };
  const then = await simulate(before.buildDir);
  record(
    `  the same with ${before.label}`,
    `${then.wrong} of ${then.leads} wrong (${pct(then.wrongShare)}), ${pct(then.keptShare)} kept`,
    "—",
    null,
  );
  return { now, before: then };
}

// Standalone: this build (and, with BENCH_ATTRIBUTION_BEFORE=1, the build before the pipeline).
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const rows: string[] = [];
  let before: { label: string; buildDir: string } | undefined;
  if (process.env.BENCH_ATTRIBUTION_BEFORE) {
    const { BEFORE_PIPELINE, beforeBuild } = await import("./quote-beside");
    before = { label: `the build before the pipeline (${BEFORE_PIPELINE})`, buildDir: beforeBuild() };
  }
  await measureAttribution(
    buildDir,
    (figure, value, budget, met) =>
      rows.push(`${figure}: ${value} (${budget}) ${met === null ? "" : met ? "met" : "MISSED"}`),
    before,
  );
  console.log(rows.join("\n"));
}
