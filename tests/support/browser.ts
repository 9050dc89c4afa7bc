import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

export { CHROMIUM_ARGS };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export type TrackedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/**
 * A page in a fresh context that records console errors and page errors, so a
 * test can assert there were none.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, consoleErrors };
}

/** Runs axe with the WCAG 2.2 AA tag set; fails listing each violation and its targets. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
