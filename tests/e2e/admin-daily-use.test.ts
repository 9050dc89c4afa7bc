import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "#server/accounts/totp";
import { useAdminSiteWithMail } from "../support/admin-browser";
import { OWNER, addAccounts, csrfOf, getAs, postAs, signInHttp, signInPage } from "../support/admin";
import { waitForTransitions } from "../support/a11y";
import { expectNoAxeViolations, HYDRATED, holdScripts, PHONE } from "../support/browser";

/**
 * Issue 28: the back office in daily use by an owner, an editor and a salesperson.
 * Invitation mail names the company; whoever joins is signed in and lands where their
 * role works (as every sign-in does); the audit log names people; recovery codes can be
 * downloaded, copied and printed; a stage change says what it did; and every page of
 * accounts, leads, audit, settings, analytics and API tokens fits a 390 px phone.
 */

const COMPANY = "Reptile Technologies";
const EDITOR = { email: "meera.daily@example.com", name: "Meera Pillai", password: "saffron-ledger-canopy-47" };
const PEOPLE = {
  sales: { email: "kiran.daily@example.com", password: "harbour-quartz-mango-31" },
  editor: { email: "dev.daily@example.com", password: "violet-tundra-parcel-88" },
};

// SITE_URL is startSite's default, http://localhost:3000: the subject once read "the localhost:3000 back office".
const { suite, mail, open } = useAdminSiteWithMail();

async function newLead(name: string): Promise<string> {
  await fetch(`${suite.site.url}/laravel_website/api/website_send_email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, phone_number: "+91 90000 24680", message: `From ${name}` }),
  });
  const owner = (await signInHttp(suite.site.url, OWNER)).cookie!;
  const id = /id="lead-(\d+)"/.exec((await getAs(suite.site.url, "/admin", owner)).text)?.[1];
  if (!id) throw new Error("no lead in the inbox");
  return id;
}

describe("accounts in daily use", () => {
  beforeAll(async () => {
    await addAccounts(suite.site.dataDir, PEOPLE, "Daily");
  });

  it("an invitation names the company; the editor who joins is signed in on the content section", async () => {
    const owner = (await signInHttp(suite.site.url, OWNER)).cookie!;
    const sent = await postAs(
      suite.site.url,
      "/admin/users",
      owner,
      { intent: "invite", email: EDITOR.email, role: "editor" },
      await csrfOf(suite.site.url, owner),
    );
    expect(sent.status).toBe(303);
    const [invitation] = await mail.smtp.waitForMessages(1);
    expect(invitation!.subject).toBe(`You are invited to the ${COMPANY} back office`);
    expect(invitation!.text?.split("\n")[0]).toBe(`Owner invited you to the ${COMPANY} back office as Editor.`);
    const link = /https?:\/\/[^\s]+\/admin\/invitation\/[\w-]{43}/.exec(invitation!.text ?? "")![0];

    const { page, consoleErrors } = await open(PHONE);
    await page.goto(suite.site.url + new URL(link).pathname);
    await page.getByLabel("Your name").fill(EDITOR.name);
    await page.getByLabel("Choose a password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.waitForURL(`${suite.site.url}/admin/content`);
    expect(await page.getByRole("status").first().textContent()).toContain(`Welcome, ${EDITOR.name}`);
    // A real session: the next page is signed in too.
    await page.goto(`${suite.site.url}/admin/profile`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your profile");
    expect(consoleErrors).toEqual([]);

    // Joining and the sign-in it made are both in the log, under the new account.
    const csv = (await getAs(suite.site.url, "/admin/audit.csv", owner)).text;
    expect(csv).toMatch(new RegExp(`,${EDITOR.email.replace(/\./g, "\\.")},user\\.joined,`));
    expect(csv).toMatch(new RegExp(`,${EDITOR.email.replace(/\./g, "\\.")},auth\\.sign_in,[^\\r\\n]*via`));
  });

  it("each role lands on its own page: editor on content, sales on leads", async () => {
    for (const [who, path, heading] of [
      [PEOPLE.editor, "/admin/content", /content/i],
      [PEOPLE.sales, "/admin", /^Leads$/],
    ] as const) {
      const { page } = await open();
      await signInPage(page, suite.site.url, who);
      expect(new URL(page.url()).pathname, who.email).toBe(path);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(heading);
      // And /admin, the start page, sends each there too.
      await page.goto(`${suite.site.url}/admin`);
      expect(new URL(page.url()).pathname, who.email).toBe(path);
    }
  });

  it("the audit log names people beside their e-mail address, on the page and in the CSV", async () => {
    const { page } = await open();
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/audit`);
    const table = page.getByRole("table").first();
    expect(await table.getByText(`${EDITOR.name} (${EDITOR.email})`).count()).toBeGreaterThan(0);
    expect(await table.getByText(`Owner (${OWNER.email})`).count()).toBeGreaterThan(0);
    const csv = (await getAs(suite.site.url, "/admin/audit.csv", (await signInHttp(suite.site.url, OWNER)).cookie!))
      .text;
    expect(csv.split(/\r?\n/)[0]).toMatch(/,actor name,details in words$/);
    expect(csv).toMatch(
      new RegExp(`,${EDITOR.email.replace(/\./g, "\\.")},user\\.joined,.*,${EDITOR.name},Joined as Editor\\r?$`, "m"),
    );
  });

  it("new recovery codes can be downloaded, copied and printed, and fit a phone", async () => {
    const { page, context } = await open(PHONE);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.site.url });
    await signInPage(page, suite.site.url, PEOPLE.sales);
    await page.goto(`${suite.site.url}/admin/profile/two-factor`);
    const secret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s+/g, "");
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    const items = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => items.count()).toBe(10);
    const codes = (await items.allTextContents()).map((c) => c.trim());

    // Download: a file made from the page (no address serves the codes again).
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as a text file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("reptile-technologies-recovery-codes.txt");
    const file = readFileSync((await download.path())!, "utf8");
    expect(file).toContain(`Recovery codes for ${PEOPLE.sales.email} (${COMPANY} back office)`);
    for (const code of codes) expect(file).toContain(code);

    // Copy (once hydrated) puts the same text on the clipboard and says so.
    await page.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => page.getByRole("status").last().textContent()).toContain("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file);

    // Print: the codes alone are printed (the shell and the page's heading are not).
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(true);
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("list", { name: "Recovery codes" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Done" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    await waitForTransitions(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
  });
});

describe("leads in daily use", () => {
  it("saving a stage in the inbox says what it did, even when the lead leaves the view", async () => {
    const id = await newLead("Notice lead");
    const { page } = await open(PHONE);
    await signInPage(page, suite.site.url);
    const row = page.locator(`#lead-${id}`);
    await row.getByLabel(/Status of the lead from/).selectOption("contacted");
    await row.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => page.locator(`#lead-${id}`).getByRole("status").textContent())
      .toBe("Stage changed to Contacted.");

    // Among the new leads the lead is gone once contacted: the notice then stands at the top, naming it.
    const other = await newLead("Leaving lead");
    await page.goto(`${suite.site.url}/admin?status=new`);
    const leaving = page.locator(`#lead-${other}`);
    await leaving.getByLabel(/Status of the lead from/).selectOption("contacted");
    await leaving.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain(`Lead #${other}: Stage changed to Contacted.`);
    expect(await page.locator(`#lead-${other}`).count()).toBe(0);
  });

  it("on the lead's page a stage chosen before the script ran keeps its fields after hydration", async () => {
    const id = await newLead("Early stage lead");
    const { page } = await open(PHONE);
    await signInPage(page, suite.site.url);
    // Hold the page's scripts until the stage is chosen, as on a slow phone.
    const { release } = await holdScripts(page, /^\/assets\/.*\.js$/);
    await page.goto(`${suite.site.url}/admin/leads/${id}`, { waitUntil: "domcontentloaded" });
    await page.locator("#stage-stage").selectOption("won");
    release();
    // Hydrated: the Proposal field, shown to a page without script, is hidden again.
    await expect.poll(() => page.locator("#stage-expectedValue").isVisible(), HYDRATED).toBe(false);
    expect(await page.locator("#stage-stage").inputValue()).toBe("won");
    expect(await page.locator("#stage-wonValue").isVisible()).toBe(true);

    await page.locator("#stage-wonValue").fill("250000");
    await page.getByRole("button", { name: "Change stage" }).click();
    await page.waitForURL(/done=stage/);
    expect(await page.getByRole("region", { name: "Stage" }).getByRole("status").textContent()).toContain(
      "Stage changed to Won",
    );
  });
});

describe("every back-office page of this slice fits 390 px without sideways scrolling", () => {
  it("leads, lead, users, user, profile (sessions), two-factor, audit, settings, analytics, API tokens", async () => {
    const id = await newLead("Phone width lead with a rather long name to wrap");
    const { page, consoleErrors } = await open(PHONE);
    await signInPage(page, suite.site.url);
    const paths = [
      "/admin",
      `/admin/leads/${id}`,
      "/admin/users",
      "/admin/users/1",
      "/admin/profile",
      "/admin/profile/two-factor",
      "/admin/audit",
      "/admin/settings",
      "/admin/analytics",
      "/admin/api-tokens",
    ];
    for (const path of paths) {
      const res = await page.goto(suite.site.url + path);
      expect(res?.status(), path).toBe(200);
      await waitForTransitions(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `no sideways scroll on ${path}`).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(page);
    }
    expect(consoleErrors).toEqual([]);
  });
});

describe("a record's history fits a phone", () => {
  it("its changes show as cards at 390 px, with no sideways scrolling", async () => {
    const { page } = await open(PHONE);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/content/seo/about_us`);
    for (const title of [
      "About Reptile: the team behind your next app, from idea to launch and beyond",
      "About Reptile",
    ]) {
      await page.getByLabel("Title", { exact: true }).fill(title);
      await Promise.all([
        page.waitForURL((u) => !u.search.includes("__")),
        page.getByRole("button", { name: "Publish", exact: true }).click(),
      ]);
      await expect.poll(() => page.getByRole("status").first().innerText()).toContain("Published");
    }
    const history = page.getByRole("region", { name: "History" });
    await history.locator("summary").first().click();
    const table = history.getByRole("table").first();
    await expect.poll(() => table.isVisible()).toBe(true);
    // Still a table to assistive technology: a header per column, a row per field.
    expect(await table.getByRole("columnheader").count()).toBe(3);
    expect(await table.getByRole("rowheader").count()).toBeGreaterThan(0);
    await waitForTransitions(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
  });
});
