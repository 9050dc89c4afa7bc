import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, expect } from "vitest";
import { OWNER_ENV } from "./admin";
import type { TrackedPage } from "./browser";
import { useSiteAndBrowser } from "./site-browser";
import { type TestSmtp, startSmtp } from "./smtp";

const API = "/laravel_website/api/website_send_email";

/**
 * A file's own built site for the sales pipeline's browser tests: the owner from OWNER_ENV,
 * no quote rate limit, mail to a real SMTP server of its own; the pages a test opens are closed
 * after the file. `database` opens the site's SQLite file for a look (or a shortcut) while it
 * runs; `newLead` sends a lead through the JSON endpoint and returns its number.
 */
export function useLeadSite() {
  const mail: { server?: TestSmtp } = {};
  const pages: TrackedPage[] = [];
  beforeAll(async () => {
    mail.server = await startSmtp();
  });
  afterAll(async () => {
    await Promise.all(pages.map((p) => p.context.close().catch(() => {})));
    await mail.server?.stop();
  });
  const suite = useSiteAndBrowser(() => ({ ...OWNER_ENV, QUOTE_RATE_LIMIT: "0", SMTP_URL: mail.server!.url }));

  function database<T>(use: (db: SQLite.Database) => T): T {
    const db = new SQLite(path.join(suite.site.dataDir, "site.db"));
    try {
      return use(db);
    } finally {
      db.close();
    }
  }

  async function newLead(fields: { name: string; phone_number: string; email?: string; message: string }) {
    const res = await fetch(suite.site.url + API, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(res.status).toBe(200);
    return database(
      (db) =>
        (db.prepare("select id from quote_requests where name = ? order by id desc").get(fields.name) as { id: number })
          .id,
    );
  }

  return { suite, pages, smtp: () => mail.server!, database, newLead };
}
