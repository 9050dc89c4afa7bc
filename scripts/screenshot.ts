/**
 * Looks at pages the way a visitor would: full-page screenshots at phone (390 px)
 * and desktop (1366 px) widths of a running site.
 *   npx tsx scripts/screenshot.ts http://127.0.0.1:3000 / /about_us   → shots/*.png
 */
import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/support/browser";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? "shots";
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const p of paths.length ? paths : ["/"]) {
  for (const [name, width] of [["phone", 390], ["desktop", 1366]] as const) {
    const context = await browser.newContext({ viewport: { width, height: name === "phone" ? 844 : 900 } });
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && console.log(`[console error] ${p}: ${m.text()}`));
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `${outDir}/${p.replace(/\W+/g, "_") || "_"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
await browser.close();
