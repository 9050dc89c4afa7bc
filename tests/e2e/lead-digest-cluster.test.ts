import type { ParsedMail } from "mailparser";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password-hash";
import { OWNER_ENV, csrfOf, postAs, signInHttp, signInPage } from "../support/admin";
import { DESKTOP, acquireBrowser, openPage, releaseBrowser } from "../support/browser";
import { TEST_DATABASE_URL, type TestSchema, createTestSchema } from "../support/postgres";
import { type RunningSite, startSite } from "../support/site";
import { type TestSmtp, startSmtp } from "../support/smtp";

/**
 * The morning digest with two instances on one PostgreSQL, as behind a load balancer: both
 * look every DIGEST_POLL_MS whether the day's digest is due (LEAD_DIGEST_TIME, India time),
 * and each salesperson gets exactly one mail a day however many instances look. The leads are
 * worked first with the digest held back; then both instances start again with the digest time
 * just passed and a half-second poll.
 */

const run = Date.now().toString(36);
const A = { email: `asha.digest.${run}@example.com`, password: "banyan-orbit-ledger-52", name: "Asha Digest" };
const B = { email: `bala.digest.${run}@example.com`, password: "cobalt-mango-pillar-17", name: "Bala Digest" };
const IST_MS = 330 * 60_000;
/** India time of an instant as "YYYY-MM-DDTHH:MM". */
const indiaLocal = (t: number) => new Date(t + IST_MS).toISOString().slice(0, 16);

describe.skipIf(!TEST_DATABASE_URL)("the morning digest with two instances on one PostgreSQL", () => {
  let schema: TestSchema;
  let smtp: TestSmtp;
  let browser: Browser;
  let sites: RunningSite[] = [];
  let env: Record<string, string>;

  const startBoth = (extra: Record<string, string>) =>
    Promise.all([startSite({ ...env, ...extra }), startSite({ ...env, ...extra })]);

  beforeAll(async () => {
    [schema, smtp, browser] = await Promise.all([createTestSchema("digest"), startSmtp(), acquireBrowser()]);
    env = { ...OWNER_ENV, DATABASE_URL: schema.url, SMTP_URL: smtp.url, QUOTE_RATE_LIMIT: "0" };
    // While the leads are worked, no digest: the poll is an hour away.
    sites = await startBoth({ DIGEST_POLL_MS: "3600000" });
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const now = new Date().toISOString();
      for (const who of [A, B]) {
        await client.query(
          `insert into admin_users (email, display_name, role, password_hash, password_changed_at, created_at, updated_at)
           values ($1, $2, 'sales', $3, $4, $4, $4)`,
          [who.email, who.name, await hashPassword(who.password), now],
        );
      }
    } finally {
      await client.end();
    }
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await Promise.all(sites.map((s) => s.stop()));
    await smtp?.stop();
    await schema?.drop();
  });

  async function newLead(site: RunningSite, name: string, phone: string): Promise<number> {
    const res = await fetch(`${site.url}/laravel_website/api/website_send_email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, phone_number: phone, message: `Digest test ${run}` }),
    });
    expect(res.status).toBe(200);
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      return Number((await client.query("select id from quote_requests where name = $1", [name])).rows[0].id);
    } finally {
      await client.end();
    }
  }

  const digests = (to: string): ParsedMail[] =>
    smtp.messages.filter(
      (m) =>
        (m.subject ?? "").startsWith("Your leads for ") &&
        (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === to)),
    );

  it(
    "sends each salesperson exactly one digest, listing A's follow-up due today and B's new lead",
    { timeout: 180_000 },
    async () => {
      const [one, two] = sites as [RunningSite, RunningSite];
      const followed = await newLead(one, `Digest follow-up ${run}`, "+91 90000 81818");
      const fresh = await newLead(two, `Digest new ${run}`, "+91 90000 82828");

      // A follow-up due today, India time, a few minutes ahead (after midnight, when today has no minutes left).
      let at = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
      while (indiaLocal(at).slice(0, 10) !== indiaLocal(Date.now()).slice(0, 10)) {
        await new Promise((r) => setTimeout(r, 5_000));
        at = Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000;
      }

      // A, in the browser on the first instance: takes the lead and sets the follow-up.
      const { page, context } = await openPage(browser, DESKTOP);
      await signInPage(page, one.url, A);
      await page.goto(`${one.url}/admin/leads/${followed}`);
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Assign to me" }).click()]);
      await page.getByLabel("Date and time (India time, IST)").fill(indiaLocal(at));
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Set follow-up" }).click()]);
      expect(await page.locator("section#follow-up").getByRole("status").textContent()).toMatch(
        /^✓ Follow-up set for /,
      );
      await context.close();

      // B, on the second instance: takes the other lead, which stays New.
      const b = await signInHttp(two.url, B);
      const taken = await postAs(
        two.url,
        `/admin/leads/${fresh}`,
        b.cookie!,
        { intent: "assign-me", version: "1" },
        await csrfOf(two.url, b.cookie!),
      );
      expect(taken.status).toBe(303);
      expect(digests(A.email).length + digests(B.email).length).toBe(0);

      // Both instances again, the digest time the minute just begun (India time), looking twice a second.
      await Promise.all(sites.map((s) => s.stop()));
      sites = await startBoth({ LEAD_DIGEST_TIME: indiaLocal(Date.now()).slice(11, 16), DIGEST_POLL_MS: "500" });

      const deadline = Date.now() + 70_000;
      while (digests(A.email).length === 0 || digests(B.email).length === 0) {
        if (Date.now() > deadline)
          throw new Error(`digests not received: A ${digests(A.email).length}, B ${digests(B.email).length}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      // Both instances look a few more times (about four each): still one each.
      await new Promise((r) => setTimeout(r, 2_000));
      expect(digests(A.email)).toHaveLength(1);
      expect(digests(B.email)).toHaveLength(1);

      const forA = digests(A.email)[0]!;
      expect(forA.text).toContain(`Hello ${A.name},`);
      expect(forA.text).toContain("Follow-ups due today (1):");
      expect(forA.text).toContain(`lead ${followed} (New) http://localhost:3000/admin/leads/${followed}`);
      const forB = digests(B.email)[0]!;
      expect(forB.text).toContain("New leads assigned to you (1):");
      expect(forB.text).toContain(`Lead ${fresh}, received`);
      // By number only: no name, phone or message leaves in a digest.
      for (const mail of [forA, forB]) {
        expect(mail.text).not.toContain("Digest follow-up");
        expect(mail.text).not.toContain("90000");
      }
      // The owner, with nothing due, got none.
      expect(digests(OWNER_ENV.ADMIN_EMAIL)).toHaveLength(0);
    },
  );
});
