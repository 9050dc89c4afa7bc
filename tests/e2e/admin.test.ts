import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OWNER,
  OWNER_ENV,
  endSlowDowns,
  sessionCookie,
  signInHttp,
  signInPage,
  signInPatiently,
} from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, openPage } from "../support/browser";
import { waitForTransitions } from "../support/a11y";
import { type RunningSite, startSite } from "../support/site";
import { useSiteAndBrowser } from "../support/site-browser";
import { type TestSmtp, startSmtp } from "../support/smtp";

/**
 * The leads inbox at /admin, used the way the sales team uses it: real server, real
 * SMTP server, real Chromium. Sign-in and lockout, finding a lead sent through the
 * contact form, status changes without JavaScript, a failed notification retried,
 * the CSV export, escaping of visitor text, and the forged requests it must refuse.
 */

const PASSWORD = OWNER.password;
const API = "/laravel_website/api/website_send_email";
const run = Date.now().toString(36);

let smtp: TestSmtp;
const opened: BrowserContext[] = [];
const dialogs: string[] = [];

type Tracked = { page: Page; context: BrowserContext; consoleErrors: string[] };

async function open(viewport: { width: number; height: number } = DESKTOP, javaScriptEnabled = true): Promise<Tracked> {
  const tracked = await openPage(suite.browser, viewport, { javaScriptEnabled });
  opened.push(tracked.context);
  tracked.page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return tracked;
}

async function signIn(page: Page, base = suite.site.url) {
  await signInPage(page, base);
  await page.waitForURL(/\/admin(\?.*)?$/);
}

async function signedIn(
  viewport: { width: number; height: number } = DESKTOP,
  javaScriptEnabled = true,
): Promise<Tracked> {
  const tracked = await open(viewport, javaScriptEnabled);
  await signIn(tracked.page);
  return tracked;
}

async function apiLead(fields: { name: string; phone_number: string; message: string }) {
  const res = await fetch(suite.site.url + API, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fields),
  });
  expect(res.status).toBe(200);
}

/** Filters the list by typing into the search form (as a person would) and returns the matching rows. */
async function search(page: Page, text: string) {
  await page.goto(`${suite.site.url}/admin`);
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/\/admin\?q=/);
  return page.getByRole("row").filter({ has: page.getByRole("cell") });
}

async function leadId(page: Page, name: string): Promise<number> {
  const row = page.getByRole("row").filter({ hasText: name });
  const id = await row.getAttribute("id");
  return Number(id?.replace("lead-", ""));
}

async function reloadUntil(page: Page, ok: () => Promise<boolean>, what: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not reached: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
    await page.reload();
  }
}

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close().catch(() => {})));
  await smtp?.stop();
});
const suite = useSiteAndBrowser(() => ({
  ...OWNER_ENV,
  QUOTE_RATE_LIMIT: "0",
  SMTP_URL: smtp.url,
  // Lets the lockout test come from its own (forwarded) address; browsers connect directly.
  TRUST_PROXY: "loopback",
}));

describe("back office not set up", () => {
  let off: RunningSite;
  beforeAll(async () => {
    off = await startSite({});
  });
  afterAll(async () => {
    await off?.stop();
  });

  it("answers every admin address with a 404 while there is no account and no ADMIN_PASSWORD", async () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "/admin/leads.csv",
      "/admin/logout",
      "/admin/leads/1/status",
      "/admin/users",
      "/admin/forgot-password",
    ]) {
      const res = await fetch(off.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(404);
    }
    const post = await fetch(`${off.url}/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: off.url },
      body: `email=${OWNER.email}&password=${PASSWORD}`,
    });
    expect(post.status).toBe(404);

    const { page } = await open();
    const res = await page.goto(`${off.url}/admin`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We couldn't find that page");
    // The branded page inside the site's own header and footer, and nothing that names an inbox.
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    expect(await page.getByLabel("Password").count()).toBe(0);
    expect(await page.title()).not.toMatch(/inbox/i);
  });

  it("keeps /admin out of search like any unknown address (the same title, noindex)", async () => {
    const missing = await (await fetch(`${off.url}/no-such-page-for-seo-test`)).text();
    const res = await fetch(`${off.url}/admin`);
    expect(res.status).toBe(404);
    const html = await res.text();
    const title = (h: string) => /<title>([^<]*)<\/title>/.exec(h)?.[1];
    expect(title(html)).toBeDefined();
    expect(title(html)).toBe(title(missing));
    const robots = [...html.matchAll(/<meta\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes('name="robots"'));
    expect(robots).toHaveLength(1);
    expect(robots[0]).toContain('content="noindex, follow"');
  });
});

describe("leads inbox", () => {
  it("refuses a wrong password with a message and signs in with the right one", async () => {
    const { page, context, consoleErrors } = await open();
    const res = await page.goto(`${suite.site.url}/admin`);
    expect(page.url()).toBe(`${suite.site.url}/admin/login`);
    expect(res?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(res?.headers()["cache-control"]).toBe("no-store");
    // The site's own policy: scripts only from here or with this response's nonce, no inline styles.
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+';/);
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in to the back office");

    await page.getByLabel("E-mail address").fill(OWNER.email);
    await page.getByLabel("Password").fill("not-the-password");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/admin/login") && r.request().method() === "POST"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    expect(answer.status()).toBe(401);
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("The e-mail address or password is not correct. Check them and try again.");
    // The address stays filled in; the password does not come back.
    expect(await page.getByLabel("E-mail address").inputValue()).toBe(OWNER.email);
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await context.cookies()).toEqual([]);

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${suite.site.url}/admin`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Leads");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/admin", secure: false });
    // A browser-session cookie: the server ends sessions (idle and absolute limits), not the cookie.
    expect(cookie.expires).toBe(-1);
    // Only the refused sign-in's own 401 may show up in the console.
    expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it("marks the session cookie Secure when the site is reached over HTTPS", async () => {
    const https = suite.site.url.replace("http:", "https:");
    const res = await fetch(`${suite.site.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: https, "x-forwarded-proto": "https" },
      body: new URLSearchParams({ email: OWNER.email, password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(303);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("admin_session=") && !c.startsWith("admin_session=;"));
    expect(cookie).toMatch(
      /^admin_session=[^;]+; Path=\/admin; HttpOnly; (Secure; SameSite=Lax|SameSite=Lax; Secure)$/,
    );
  });

  it("finds a lead sent through the contact form and saves its status, without JavaScript", async () => {
    const name = `Meera ${run}`;
    const visitor = await open();
    await visitor.page.goto(`${suite.site.url}/contact_us`);
    const form = visitor.page.getByRole("region", { name: "Request a quote" });
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Phone number").fill("+91 98111 22233");
    await form.getByLabel("How can we help?").fill(`Need a school app, code ${run}-contact.\nAbout 300 students.`);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => visitor.page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Thank You for Reaching Out");

    const { page, consoleErrors } = await signedIn(DESKTOP, false);
    // Found by a word of the message, by the phone number and by the name.
    for (const text of [`${run}-contact`, "98111 22233", name.toUpperCase()]) {
      const rows = await search(page, text);
      expect(await rows.count(), text).toBe(1);
    }
    const row = page.getByRole("row").filter({ hasText: name });
    expect(await row.getByRole("cell").nth(0).textContent()).toMatch(
      /\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m IST.*Contact page/i,
    );
    expect(await row.getByText("About 300 students.").count()).toBe(1);
    const id = await leadId(page, name);
    const filteredUrl = page.url();

    await row.getByLabel(`Status of the lead from ${name}`).selectOption("contacted");
    await row.getByRole("button", { name: "Save" }).click();
    // Back on the same filtered list, at the lead, with a note (post/redirect/get).
    await page.waitForURL(/#lead-\d+$/);
    const back = new URL(page.url());
    expect(back.pathname + back.hash).toBe(`/admin#lead-${id}`);
    expect(back.searchParams.get("q")).toBe(new URL(filteredUrl).searchParams.get("q"));
    expect(await page.getByRole("row").filter({ hasText: name }).getByRole("status").textContent()).toBe(
      "Stage changed to Contacted.",
    );

    await page.goto(`${suite.site.url}/admin?status=contacted`);
    expect(await page.getByRole("row").filter({ hasText: name }).count()).toBe(1);
    expect(await page.getByRole("row").filter({ hasText: name }).getByRole("combobox").inputValue()).toBe("contacted");
    await page.goto(`${suite.site.url}/admin?status=new&q=${encodeURIComponent(name)}`);
    expect(await page.getByRole("row").filter({ hasText: name }).count()).toBe(0);
    expect(await page.getByText("No leads match these filters.").count()).toBe(1);

    // Date range in India days: today includes it, yesterday does not.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${suite.site.url}/admin?q=${encodeURIComponent(name)}`);
    await page.getByLabel("Received from").fill(today);
    await page.getByLabel("Received until").fill(today);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/from=/);
    expect(await page.getByRole("row").filter({ hasText: name }).count()).toBe(1);
    await page.getByLabel("Received from").fill(yesterday);
    await page.getByLabel("Received until").fill(yesterday);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(new RegExp(`to=${yesterday}`));
    expect(await page.getByRole("row").filter({ hasText: name }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("shows a notification that could not be sent with its error, and Retry now sends it", async () => {
    const name = `Retry ${run}`;
    await smtp.stop();
    await apiLead({ name, phone_number: "+91 90000 11111", message: "Please call back." });

    const { page, consoleErrors } = await signedIn();
    await search(page, name);
    const row = page.locator("tr").filter({ hasText: name });
    // Wait for a few failed attempts, so the next automatic one is seconds away.
    await reloadUntil(
      page,
      async () => /([3-9]|\d\d) attempts/.test((await row.textContent()) ?? ""),
      "three failed attempts",
    );
    expect(await row.getByText("Waiting to send").count()).toBe(1);
    expect(await row.getByText(/Last error: .*(ECONNREFUSED|connect)/i).count()).toBe(1);
    const nextAttempt = Date.parse((await row.locator("time").nth(1).getAttribute("datetime")) ?? "");
    expect(nextAttempt).toBeGreaterThan(Date.now());

    await smtp.start();
    await row.getByRole("button", { name: /^Retry now/ }).click();
    await page.waitForURL(/#lead-\d+$/);
    await reloadUntil(page, async () => (await row.getByText("Sent", { exact: true }).count()) === 1, "sent");
    // Sent because of the button: before the attempt that was scheduled.
    const sentAt = Date.parse((await row.locator("time").nth(1).getAttribute("datetime")) ?? "");
    expect(sentAt).toBeLessThan(nextAttempt);
    expect(await row.getByRole("button", { name: /^Retry now/ }).count()).toBe(0);
    expect(smtp.messages.some((m) => m.text?.includes(name))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("exports every lead of the current filter as CSV with formulas made harmless", async () => {
    const tag = `csv${run}`;
    for (let i = 0; i < 27; i++) {
      await apiLead({
        name: `Bulk ${tag} ${i}`,
        phone_number: `+91 90000 ${String(i).padStart(5, "0")}`,
        message: `Order, "quoted"\nline ${i}`,
      });
    }
    await apiLead({
      name: `Formula ${tag}`,
      phone_number: "9000000000",
      message: `=HYPERLINK("http://evil.example","Click ${tag}")`,
    });
    await apiLead({ name: `Unrelated ${run}`, phone_number: "9000000001", message: "Not in the export" });

    const { page, consoleErrors } = await signedIn();
    await search(page, tag);
    expect(await page.getByText("Page 1 of 2").count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "id,received,name,phone,message,source,status,mail status,form page,landing page,referrer,utm source,utm medium,utm campaign,gclid,fbclid,device,e-mail," +
        "stage,owner,expected value,won value,won date,lost reason,follow-up,last stage change",
    );
    // All 28 matching leads, not just the 25 of the page; each message spans two lines.
    expect(text.match(/^\d+,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,/gm)).toHaveLength(28);
    expect(text).toMatch(
      new RegExp(
        `^\\d+,[^,]+,Bulk ${tag} 3,'\\+91 90000 00003,"Order, ""quoted""\\nline 3",api,new,(sent|pending|sending)(,[^,\r\n]*){6},(yes|no),(yes|no),(phone|tablet|desktop)?,,New,,,,,,,\r$`,
        "m",
      ),
    );
    expect(text).toContain(
      `,Formula ${tag},'+91 90000 00000,"'=HYPERLINK(""http://evil.example"",""Click ${tag}"")",api,new,`,
    );
    expect(text).not.toContain("Unrelated");
    expect(consoleErrors).toEqual([]);
  });

  it("shows visitor text as text: markup in a lead never runs", async () => {
    const payload = "<img src=x onerror=alert(1)>";
    await apiLead({ name: payload, phone_number: "+91 95555 12345", message: `<script>alert(2)</script> ${run}-xss` });
    const { page, consoleErrors } = await signedIn();
    await search(page, `${run}-xss`);
    expect(await page.getByText(payload, { exact: true }).count()).toBe(1);
    expect(await page.getByText(`<script>alert(2)</script> ${run}-xss`).count()).toBe(1);
    expect(await page.locator("img[onerror]").count()).toBe(0);
    expect(await page.locator("main script").count()).toBe(0);
    await page.reload();
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("refuses forged cross-site posts and changes nothing", async () => {
    const name = `Forged ${run}`;
    await apiLead({ name, phone_number: "9000000002", message: "Do not touch" });
    const { page, context } = await signedIn();
    await search(page, name);
    const id = await leadId(page, name);
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const cookie = await sessionCookie(context);
    const post = (headers: Record<string, string>, body: Record<string, string>) =>
      fetch(`${suite.site.url}/admin/leads/${id}/status`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `admin_session=${cookie.value}`,
          ...headers,
        },
        body: new URLSearchParams(body).toString(),
      });

    const attempts = [
      {
        what: "foreign Origin with a valid token",
        res: await post({ origin: "https://evil.example" }, { csrf, status: "contacted" }),
      },
      {
        what: "cross-site fetch metadata",
        res: await post({ "sec-fetch-site": "cross-site" }, { csrf, status: "contacted" }),
      },
      { what: "no CSRF token", res: await post({ origin: suite.site.url }, { status: "contacted" }) },
      {
        what: "a wrong CSRF token",
        res: await post({ origin: suite.site.url }, { csrf: `${csrf.slice(0, -2)}xx`, status: "contacted" }),
      },
      { what: "no Origin or fetch metadata", res: await post({}, { csrf, status: "contacted" }) },
    ];
    for (const { what, res } of attempts) expect(res.status, what).toBe(403);
    const retry = await fetch(`${suite.site.url}/admin/leads/${id}/retry`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: `admin_session=${cookie.value}`,
        origin: "https://evil.example",
      },
      body: new URLSearchParams({ csrf }).toString(),
    });
    expect(retry.status).toBe(403);

    await page.reload();
    expect(await page.getByRole("row").filter({ hasText: name }).getByRole("combobox").inputValue()).toBe("new");

    // The same request from the inbox's own origin with the token goes through.
    const ok = await post({ origin: suite.site.url }, { csrf, status: "contacted" });
    expect(ok.status).toBe(303);
    await page.reload();
    expect(await page.getByRole("row").filter({ hasText: name }).getByRole("combobox").inputValue()).toBe("contacted");
  });

  it("sends a missing, forged, tampered or signed-out session to the sign-in page", async () => {
    const { page, context } = await open();
    await page.goto(`${suite.site.url}/admin?status=new`);
    expect(page.url()).toBe(`${suite.site.url}/admin/login?next=%2Fadmin%3Fstatus%3Dnew`);

    const host = new URL(suite.site.url).hostname;
    const setCookie = (value: string) =>
      context.addCookies([{ name: "admin_session", value, domain: host, path: "/admin" }]);
    // An id that was never issued, unsigned.
    await setCookie("bm90LWEtc2Vzc2lvbg");
    await page.goto(`${suite.site.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(await page.getByRole("status").textContent()).toBe("Your session has ended. Sign in again to continue.");

    // A real session whose signed value was edited by hand.
    await signIn(page);
    const good = (await sessionCookie(context)).value;
    const tampered = `${good.slice(0, 5)}${good[5] === "A" ? "B" : "A"}${good.slice(6)}`;
    await setCookie(tampered);
    await page.goto(`${suite.site.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    const csv = await fetch(`${suite.site.url}/admin/leads.csv`, {
      redirect: "manual",
      headers: { cookie: `admin_session=${tampered}` },
    });
    expect(csv.status).toBe(303);
    expect(csv.headers.get("location")).toMatch(/^\/admin\/login\?next=%2Fadmin%2Fleads\.csv/);

    // Sign out: the cookie is gone, and the old value no longer works either (its row is deleted).
    await signIn(page);
    const before = (await sessionCookie(context)).value;
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.waitForURL(/\/admin\/login\?signedout/);
    expect(await page.getByRole("status").textContent()).toBe("You have signed out.");
    expect((await context.cookies()).some((c) => c.name === "admin_session")).toBe(false);
    await setCookie(before);
    await page.goto(`${suite.site.url}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });

  it("has no accessibility violations on the list, on a phone and a desktop", async () => {
    await apiLead({
      name: `Axe ${run}`,
      phone_number: "+91 93333 44444",
      message: "Looking for a website with an admin panel.",
    });
    // The sign-in page at both widths: tests/e2e/a11y-pages-*.test.ts and admin-accounts.test.ts.
    const { page, consoleErrors } = await signedIn(PHONE);
    expect(await page.getByRole("table", { name: /Quote requests/ }).count()).toBe(1);
    expect(await page.getByRole("img", { name: "Leads per day, last 30 days" }).count()).toBe(1);
    const numbers = page.getByRole("table", { name: "Leads per day, last 30 days" });
    // At each width (one load, laid out by CSS alone), with the chart's numbers shown and hidden.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await waitForTransitions(page);
      await expectNoAxeViolations(page);
      // Opens the numbers on the phone; closes them again on the desktop (it stayed open).
      await page.getByText("Show the numbers as a table").click();
      await expect.poll(() => numbers.isVisible()).toBe(viewport === PHONE);
      if (viewport === PHONE) expect(await numbers.getByRole("row").count()).toBe(31);
      await expectNoAxeViolations(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    expect(consoleErrors).toEqual([]);
  });

  it("slows down wrong passwords and locks that account out from that address after five (429)", async () => {
    // A client of its own behind the trusted proxy, so the lock does not reach the other tests.
    const attacker = { "x-forwarded-for": "203.0.113.7" };
    const slowDowns: number[] = [];
    const guess = async (password: string) => {
      const result = await signInPatiently(
        suite.site.url,
        { email: OWNER.email, password },
        attacker,
        endSlowDowns(suite.site),
      );
      slowDowns.push(...result.slowDowns);
      return result;
    };
    for (let i = 1; i <= 4; i++) expect((await guess(`wrong-password-${i}`)).status).toBe(401);
    const fifth = await guess("wrong-password-5");
    expect(fifth.status).toBe(429);
    // Held back 1, 2 and 4 s before the third, fourth and fifth guesses (Retry-After, in seconds).
    expect(slowDowns).toEqual([1, 2, 4]);
    expect(fifth.retryAfter).toBeGreaterThan(14 * 60);
    expect(fifth.text).toContain("Sign-in is locked for 15 minutes");
    // Even the right password is refused while locked.
    const locked = await guess(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.cookie).toBeUndefined();

    // The person at that address sees why.
    const { page, context } = await open();
    await context.setExtraHTTPHeaders(attacker);
    await page.goto(`${suite.site.url}/admin/login`);
    await page.getByLabel("E-mail address").fill(OWNER.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(/^Too many wrong attempts for this account from your network\. Sign-in is locked for 1[45] minutes/);

    // The owner, from anywhere else, still signs in.
    const other = await open();
    await signIn(other.page);
    expect(await other.page.getByRole("heading", { level: 1 }).textContent()).toBe("Leads");
  });

  it("does not lock the owner out on a browser they signed in with before, even from the attacker's address", async () => {
    // Everyone behind one proxy address (as when TRUST_PROXY is missing): a colleague's
    // browser signed in once before and holds the device cookie.
    const shared = { "x-forwarded-for": "198.51.100.200" };
    const letPass = endSlowDowns(suite.site);
    const first = await signInPatiently(suite.site.url, OWNER, shared, letPass);
    expect(first.status).toBe(303);
    const device = (await fetchDeviceCookie(shared))!;
    expect(device).toMatch(/^admin_device=/);

    // A stranger at that same address guesses until the account is locked there.
    let last = 0;
    for (let i = 0; i < 5; i++)
      last = (await signInPatiently(suite.site.url, { email: OWNER.email, password: `guess-${i}-x` }, shared, letPass))
        .status;
    expect(last).toBe(429);
    expect((await signInHttp(suite.site.url, OWNER, shared)).status).toBe(429);

    // The owner's own browser still gets in.
    const mine = await signInHttp(suite.site.url, OWNER, { ...shared, cookie: device });
    expect(mine.status).toBe(303);
    expect(mine.cookie).toBeDefined();
  });
});

/** Signs in once and returns the device cookie the browser would keep. */
async function fetchDeviceCookie(headers: Record<string, string>) {
  const res = await fetch(`${suite.site.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: suite.site.url, ...headers },
    body: new URLSearchParams({ email: OWNER.email, password: PASSWORD }).toString(),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("admin_device="))
    ?.split(";")[0];
}
