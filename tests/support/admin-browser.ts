import type { ParsedMail } from "mailparser";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
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
