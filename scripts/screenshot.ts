/**
 * Looks at pages the way a visitor would: full-page screenshots at phone (390 px)
 * and desktop (1366 px) widths of a running site.
 *   npx tsx scripts/screenshot.ts http://127.0.0.1:3000 / /about_us   → shots/*.png
 * Back-office pages: set SHOT_EMAIL and SHOT_PASSWORD to sign in first.
 */
import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/support/browser";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? "shots";
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const p of paths.length ? paths : ["/"]) {
  for (const [name, width] of [
    ["phone", 390],
    ["desktop", 1366],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: name === "phone" ? 844 : 900 } });
    const page = await context.newPage();
    if (process.env.SHOT_EMAIL && process.env.SHOT_PASSWORD) {
      await page.goto(`${base}/admin/login`);
      await page.getByLabel("E-mail address").fill(process.env.SHOT_EMAIL);
      await page.getByLabel("Password").fill(process.env.SHOT_PASSWORD);
      await Promise.all([
        page.waitForURL((u) => !u.pathname.startsWith("/admin/login")),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
    }
    page.on("console", (m) => m.type() === "error" && console.log(`[console error] ${p}: ${m.text()}`));
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `${outDir}/${p.replace(/\W+/g, "_") || "_"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
await browser.close();
