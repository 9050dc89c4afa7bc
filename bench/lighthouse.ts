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
  cls: number;
  transferBytes: number;
  jsBytes: number;
};

/** Median of the runs that produced the figure (Lighthouse leaves one out now and then). */
const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

/**
 * Lighthouse with its mobile defaults (simulated throttling, Moto G-class device) in
 * Debian's Chromium. Each figure is the median of `runs` runs.
 */
export async function runLighthouse(url: string, runs = 3, flags: { blockedUrlPatterns?: string[] } = {}): Promise<LighthouseFigures> {
  const samples: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
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
      samples.push({
        performance: Math.round((c.performance?.score ?? 0) * 100),
        accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((c["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((c.seo?.score ?? 0) * 100),
        lcpMs: a["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
        cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
        transferBytes: a["total-byte-weight"]?.numericValue ?? NaN,
        jsBytes: items?.find((x) => x.resourceType === "script")?.transferSize ?? NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  const keys = Object.keys(samples[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as LighthouseFigures;
}
