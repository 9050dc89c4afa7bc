import type { ParsedMail } from "mailparser";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { OWNER_ENV } from "./admin";
import { DESKTOP, openPage } from "./browser";
import { useSiteAndBrowser } from "./site-browser";
import { type TestSmtp, startSmtp } from "./smtp";

/**
 * A test file's own built site with the bootstrap owner, its mail going to a real SMTP
 * server of the file's own (read `mail.smtp`), one Chromium, and `open()`: a fresh
 * browser context (its own cookies) at a viewport, closed after the file.
 */
export function useAdminSiteWithMail() {
  const mail = {} as { smtp: TestSmtp };
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    mail.smtp = await startSmtp();
  });
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.close().catch(() => {})));
    await mail.smtp?.stop();
  });
  const suite = useSiteAndBrowser(() => ({ ...OWNER_ENV, SMTP_URL: mail.smtp.url, QUOTE_RATE_LIMIT: "0" }));

  async function open(viewport: { width: number; height: number } = DESKTOP, javaScriptEnabled = true) {
    const tracked = await openPage(suite.browser, viewport, { javaScriptEnabled });
    opened.push(tracked.context);
    return tracked;
  }

  /** The invitation or reset link in the newest mail to `to` whose subject matches, pointed at the test server. */
  async function linkFrom(to: string, subject: RegExp): Promise<string> {
    const deadline = Date.now() + 30_000;
    let found: ParsedMail | undefined;
    while (!found) {
      found = [...mail.smtp.messages]
        .reverse()
        .find((m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ""));
      if (!found) {
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const m = /https?:\/\/[^\s]+\/admin\/(?:invitation|reset-password)\/[\w-]{43}/.exec(found.text ?? "");
    if (!m) throw new Error(`no link in: ${found.text}`);
    return suite.site.url + new URL(m[0]).pathname;
  }
  return { suite, mail, open, linkFrom };
}

/**
 * Opens the folded line of a record form (a list's item, a section, a fold such as "Advanced")
 * whose words start with `label` ("Plan 1: Basic"), unless it is open already.
 */
export async function openFolded(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const summary = scope.locator("summary", { hasText: new RegExp(`^\\s*${escaped}`) }).first();
  if (!(await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open))) await summary.click();
}

/** Adds an image to the library through the media page's upload form, as an editor does. */
export async function uploadToLibrary(page: Page, base: string, file: string, alt: string) {
  await page.goto(`${base}/admin/media`);
  const form = page.locator('form[enctype="multipart/form-data"]');
  await form.getByLabel("Image file").setInputFiles(file);
  await form.getByLabel("Description (alt text)").fill(alt);
  await form.getByRole("button", { name: "Upload image" }).click();
  // Uploaded, or already there (the same bytes again store nothing new).
  await expect.poll(() => page.getByRole("status").first().innerText()).toMatch(/Uploaded|already in the library/);
}
