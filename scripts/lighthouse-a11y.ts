/**
 * Lighthouse accessibility scores of a running site, one line per route, with the
 * failing audits of any route below 100.
 *   npx tsx scripts/lighthouse-a11y.ts http://127.0.0.1:3000 / /about_us /contact_us
 * Exits 1 when a route scores below 100 (or MIN_SCORE, e.g. MIN_SCORE=95).
 * Phone emulation (390 px) by default; FORM_FACTOR=desktop audits at 1366 px.
 * Uses Debian's Chromium with the same flags as the end-to-end tests; nothing is fetched.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error("usage: npx tsx scripts/lighthouse-a11y.ts <base url> <route> [route …]");
  process.exit(2);
}
const minScore = Number(process.env.MIN_SCORE ?? 100);
const desktop = process.env.FORM_FACTOR === "desktop";

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  logLevel: "error",
});
let failed = false;
try {
  for (const route of routes) {
    const url = new URL(route, base).toString();
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["accessibility"] },
      {
        extends: "lighthouse:default",
        settings: {
          onlyCategories: ["accessibility"],
          formFactor: desktop ? "desktop" : "mobile",
          screenEmulation: desktop
            ? { mobile: false, width: 1366, height: 900, deviceScaleFactor: 1, disabled: false }
            : { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
          // Accessibility audits do not depend on network or CPU speed: skip the simulation.
          throttlingMethod: "provided",
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
    console.log(`${String(score).padStart(3)}  ${route}`);
    if (score < minScore) {
      failed = true;
      const refs = lhr.categories.accessibility?.auditRefs ?? [];
      for (const ref of refs) {
        const audit = lhr.audits[ref.id];
        if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`       ✗ ${audit.id}: ${audit.title}`);
          const items =
            (audit.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ??
            [];
          for (const item of items.slice(0, 5))
            console.log(`           ${item.node?.selector ?? ""} ${item.node?.snippet ?? ""}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
