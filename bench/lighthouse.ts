import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT counted on the main thread's CPU time instead of its wall time, after the first paint; see cpuBlockingMs. */
  cpuTbtMs: number;
  /** The same over the whole load, the first parse and layout included (an upper bound). */
  cpuTbtWholeMs: number;
  /** The main thread's wall time over its CPU time in its tasks (1 = never waited for a core). */
  waitRatio: number;
  cls: number;
  transferBytes: number;
  jsBytes: number;
};

/** Median of the runs that produced the figure (Lighthouse leaves one out now and then). */
const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

type LighthouseFlags = { blockedUrlPatterns?: string[] };

/** The median of each figure over samples. */
const medianFigures = (samples: LighthouseFigures[]) => {
  const keys = Object.keys(samples[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as LighthouseFigures;
};

/**
 * Lighthouse with its mobile defaults (simulated throttling, Moto G-class device) in
 * Debian's Chromium. Each figure is the median of `runs` runs.
 */
export async function runLighthouse(url: string, runs = 3, flags: LighthouseFlags = {}): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) samples.push(await lighthouseOnce(url, flags));
  return medianFigures(samples);
}

/**
 * Two variants of a page measured in alternating runs, so that the shared machine's noise
 * falls on both alike; each figure is the median of `runs` runs per variant.
 */
export async function compareLighthouse(
  a: { url: string; flags?: LighthouseFlags },
  b: { url: string; flags?: LighthouseFlags },
  runs = 3,
): Promise<{ a: LighthouseFigures; b: LighthouseFigures }> {
  const samplesA: LighthouseFigures[] = [];
  const samplesB: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    samplesA.push(await lighthouseOnce(a.url, a.flags));
    samplesB.push(await lighthouseOnce(b.url, b.flags));
  }
  return { a: medianFigures(samplesA), b: medianFigures(samplesB) };
}

async function lighthouseOnce(url: string, flags: LighthouseFlags = {}): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...flags });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories: c, audits: a } = result.lhr;
    const items = (a["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items;
    return {
      performance: Math.round((c.performance?.score ?? 0) * 100),
      accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((c["best-practices"]?.score ?? 0) * 100),
      seo: Math.round((c.seo?.score ?? 0) * 100),
      lcpMs: a["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
      ...cpuBlockingMs((result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? []),
      cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
      transferBytes: a["total-byte-weight"]?.numericValue ?? NaN,
      jsBytes: items?.find((x) => x.resourceType === "script")?.transferSize ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

/** Lighthouse's CPU slowdown for its mobile profile, and the length past which a task blocks. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Blocking time counted on CPU time: each main-thread task's CPU time (`tdur`) × 4 minus 50 ms,
 * summed over the tasks after the first contentful paint (`cpuTbtMs`) and over every task of
 * the load (`cpuTbtWholeMs`). Lighthouse's simulation multiplies each task's wall time instead
 * (layout ×2) and counts the tasks after its own simulated first paint, which can come after
 * the first parse and layout; so a renderer thread that waits for one of this machine's two
 * cores (Chrome's other processes, Lighthouse, the server) counts as blocking. `waitRatio`
 * says how much that happened. The figures tell what the page's own work costs from what the
 * machine added (docs/decisions/024-blocking-time-measured.md).
 */
export function cpuBlockingMs(events: TraceEvent[]): { cpuTbtMs: number; cpuTbtWholeMs: number; waitRatio: number } {
  // The page's main thread is the one that painted it.
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return { cpuTbtMs: NaN, cpuTbtWholeMs: NaN, waitRatio: NaN };
  const tasks = events.filter(
    (e) => e.name === "RunTask" && e.ph === "X" && e.pid === fcp.pid && e.tid === fcp.tid && e.tdur !== undefined,
  );
  const blocking = (task: TraceEvent) => Math.max(0, (task.tdur! / 1000) * CPU_SLOWDOWN - LONG_TASK_MS);
  let whole = 0;
  let afterPaint = 0;
  let wall = 0;
  let cpu = 0;
  for (const task of tasks) {
    whole += blocking(task);
    if (task.ts >= fcp.ts) afterPaint += blocking(task);
    wall += task.dur ?? 0;
    cpu += task.tdur!;
  }
  return { cpuTbtMs: afterPaint, cpuTbtWholeMs: whole, waitRatio: cpu ? wall / cpu : NaN };
}
