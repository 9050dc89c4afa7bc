import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { OWNER, addAccounts, csrfOf, postAs, signInHttp, signInPage } from "../support/admin";
import { waitForHydration } from "../support/a11y";
import { DESKTOP, PHONE, type TrackedPage, expectNoAxeViolations, openPage } from "../support/browser";
import { csvRecords } from "../support/csv";
import { useLeadSite } from "../support/lead-site";

/**
 * Issue 34, "Done when", in real Chromium against the built server and a real SMTP server: two
 * visitors with one browser string on one address, only the campaign visitor's lead keeps the
 * campaign, and a visitor who writes twice converts once; 30 replies send 20 and refuse 10 in
 * words, the owner told once; a look-alike's address is kept apart at a merge, the merge undone
 * by the owner, and the erased person leaves nothing in the database; a merge of strangers sent
 * straight to the server is refused; a logged call moves a lead to Contacted; the board moves a
 * card by keyboard and by a pointer drag, and is a list grouped by stage at 390 px.
 */

const run = Date.now().toString(36);
const SALES = { email: `mira.${run}@example.com`, password: "tamarind-quasar-ledger-58" };
/** A display name with a right-to-left override and a line separator: neither may reach a mail header. */
const SALES_LABEL = "Mira\u202E\u2028";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CAMPAIGN = `cgnat-${run}`;

const { suite, pages, smtp: mailServer, database, newLead } = useLeadSite();

beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { sales: SALES }, SALES_LABEL);
});

async function signedIn(
  who: { email: string; password: string },
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  const tracked = await openPage(suite.browser, viewport);
  pages.push(tracked);
  await signInPage(tracked.page, suite.site.url, who);
  return tracked;
}

async function send(page: Page, button: ReturnType<Page["getByRole"]>) {
  await Promise.all([page.waitForEvent("load"), button.click()]);
  await waitForHydration(page);
}

/** Sends the contact page's form as a visitor does. */
async function writeFromContactPage(page: Page, name: string) {
  const form = page.getByRole("region", { name: "Request a quote" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone number").fill("+91 98765 40022");
  await form.getByLabel("How can we help?").fill("An app for our shop, please call.");
  await form.getByRole("button", { name: "Send message" }).click();
  await page.waitForURL(`${suite.site.url}/Thanku`);
}

const counted = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/api/event" && r.status() < 300);

describe("attribution behind one address", () => {
  it("gives the campaign only to its own visitor's lead, and a visitor who writes twice converts once", async () => {
    const { browser, site } = suite;
    // Two people behind one carrier NAT with the same phone and browser: one address, one browser string.
    const campaign = await browser.newContext({ viewport: DESKTOP, userAgent: ANDROID_CHROME });
    const straight = await browser.newContext({ viewport: DESKTOP, userAgent: ANDROID_CHROME });
    const withCampaign = `Campaign ${run}`;
    const without = `Straight ${run}`;
    try {
      const a = await campaign.newPage();
      await Promise.all([
        counted(a),
        a.goto(`${site.url}/services/app_development?utm_source=google&utm_medium=cpc&utm_campaign=${CAMPAIGN}`),
      ]);
      // The other person comes straight to the contact page meanwhile, and writes first.
      const b = await straight.newPage();
      await Promise.all([counted(b), b.goto(`${site.url}/contact_us`)]);
      await waitForHydration(b);
      await writeFromContactPage(b, without);
      // The campaign visitor moves on to the contact page and writes, twice.
      await Promise.all([
        counted(a),
        a.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click(),
      ]);
      await waitForHydration(a);
      await writeFromContactPage(a, withCampaign);
      await Promise.all([counted(a), a.goto(`${site.url}/contact_us`)]);
      await waitForHydration(a);
      await writeFromContactPage(a, `${withCampaign} again`);
    } finally {
      await campaign.close();
      await straight.close();
    }

    const { cookie } = await signInHttp(site.url, OWNER);
    const csv = await fetch(`${site.url}/admin/leads.csv?q=${run}`, { headers: { cookie: cookie! } });
    const rows = csvRecords(await csv.text());
    const row = (name: string) => rows.find((r) => r.name === name);
    expect(row(withCampaign)).toMatchObject({ "utm campaign": CAMPAIGN, "landing page": "/services/app_development" });
    expect(row(`${withCampaign} again`)).toMatchObject({ "utm campaign": CAMPAIGN });
    expect(row(without)).toMatchObject({ "utm campaign": "", "utm source": "", "landing page": "/contact_us" });

    // Conversion like by like: the one daily visitor number of both people wrote three times; each
    // row's visitors who wrote never pass its visitors.
    const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    await expect
      .poll(async () => {
        const daily = await fetch(`${site.url}/admin/analytics.csv?from=${day}&to=${day}`, {
          headers: { cookie: cookie! },
        });
        return csvRecords(await daily.text()).find((r) => r.dimension === "campaign" && r.key === CAMPAIGN);
      })
      .toMatchObject({ visitors: "1", converting_visitors: "1" });
    const daily = csvRecords(
      await (
        await fetch(`${site.url}/admin/analytics.csv?from=${day}&to=${day}`, { headers: { cookie: cookie! } })
      ).text(),
    );
    for (const r of daily)
      expect(Number(r.converting_visitors), JSON.stringify(r)).toBeLessThanOrEqual(Number(r.visitors));
    const page = (await signedIn(OWNER)).page;
    await page.goto(`${site.url}/admin/analytics?from=${day}&to=${day}`);
    const campaigns = page.getByRole("table", { name: /^Campaigns by visitors who wrote/ });
    expect(await campaigns.getByRole("row").filter({ hasText: CAMPAIGN }).getByRole("cell").allTextContents()).toEqual([
      "1",
      "1",
      "100.0%",
      "2",
    ]);
    for (const rate of await page.getByText(/^\d+(\.\d)?%$/).allTextContents())
      expect(Number.parseFloat(rate)).toBeLessThanOrEqual(100);
  });
});

describe("replies within limits", () => {
  it("sends 20 of 30 replies in a row, refuses 10 in words naming the limit, tells the owner once, and leaks no counter", async () => {
    const client = `limit.${run}@example.com`;
    const id = await newLead({
      name: `Limit ${run}`,
      phone_number: "+91 90000 81818",
      email: client,
      message: `Please send the price list ${run}`,
    });
    const sales = await signInHttp(suite.site.url, SALES);
    const csrf = await csrfOf(suite.site.url, sales.cookie!);
    const statuses: number[] = [];
    let refusal = "";
    for (let i = 1; i <= 30; i++) {
      const res = await postAs(
        suite.site.url,
        `/admin/leads/${id}`,
        sales.cookie!,
        { intent: "reply", subject: `Price list ${i}`, body: `Dear client, here it is (${i}).` },
        csrf,
      );
      statuses.push(res.status);
      if (res.status === 429) refusal = res.text;
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(refusal).toContain(
      "Not sent: you have sent 20 e-mails to clients in the last hour, the most one person may send in an hour (an owner sets this limit in Settings).",
    );

    const toClient = () => mailServer().messages.filter((m) => addressesOf(m).includes(client));
    await expect.poll(() => toClient().length, { timeout: 30_000 }).toBe(20);
    await expect
      .poll(() => mailServer().messages.filter((m) => addressesOf(m).includes(OWNER.email)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const notices = mailServer().messages.filter((m) => addressesOf(m).includes(OWNER.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`(${SALES.email}) reached a limit on e-mails to clients`);

    // Mail that leaves the company: from the salesperson at the company, no counter of ours anywhere in its headers.
    const mail = toClient()[0]!;
    expect(mail.from?.value[0]).toMatchObject({
      name: "Mira sales at Reptile Technologies",
      address: "website@example.com",
    });
    expect(mail.replyTo?.value[0]).toMatchObject({ name: "Mira sales", address: SALES.email });
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@[^>]+>$/);
    const headers = mail.headerLines.map((h) => h.line).join("\n");
    expect(headers).not.toMatch(/X-Quote-Request-Id/i);
    expect(headers).not.toMatch(new RegExp(`quote-${id}\\b`));
    expect(headers).not.toMatch(/[\u202E\u2028]/);
    expect(mail.text).toContain(`> Please send the price list ${run}`);
  });
});

describe("the inbox on a phone", () => {
  it("is compact, and offers Erase only on the lead's own page", async () => {
    for (let i = 0; i < 5; i++)
      await newLead({
        name: `Compact ${i} ${run}`,
        phone_number: `98470 5522${i}`,
        email: `compact${i}.${run}@example.com`,
        message:
          `A long enquiry about an app for our ${i} shops, with payments, stock and WhatsApp reminders for customers. `.repeat(
            3,
          ),
      });
    const { page } = await signedIn(OWNER, PHONE);
    await page.goto(`${suite.site.url}/admin?q=${encodeURIComponent(`Compact`)}`);
    const rows = page.getByRole("table", { name: /Quote requests/ }).locator("tbody tr");
    expect(await rows.count()).toBe(5);
    const boxes = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    // Five leads took 5,340 px (issue 35); each card now stays within 420 px.
    for (const height of boxes) expect(height).toBeLessThanOrEqual(420);
    expect(await page.getByRole("link", { name: /Erase/ }).count()).toBe(0);
    // One phone format: "+91 98470 55220", however it was typed.
    expect(await rows.first().textContent()).toMatch(/\+91 98470 5522\d/);
    await page.getByRole("link", { name: `Compact 0 ${run}` }).click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    expect(await page.getByRole("link", { name: "Erase this lead" }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe("the reply limits in Settings", () => {
  it("an owner changes them, a wrong value is refused beside its field, and sales cannot reach them", async () => {
    const { page } = await signedIn(OWNER);
    await page.goto(`${suite.site.url}/admin/settings`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "E-mails to clients" });
    expect(await section.getByLabel("E-mails per person in an hour").inputValue()).toBe("20");
    await section.getByLabel("E-mails per person in an hour").fill("0");
    await send(page, section.getByRole("button", { name: "Save limits" }));
    expect(await page.getByRole("region", { name: "E-mails to clients" }).textContent()).toContain(
      "Enter how many e-mails one person may send in an hour, a whole number from 1 to 1,000.",
    );
    await page
      .getByRole("region", { name: "E-mails to clients" })
      .getByLabel("E-mails per person in an hour")
      .fill("25");
    await page
      .getByRole("region", { name: "E-mails to clients" })
      .getByLabel("E-mails per person in a day")
      .fill("120");
    await send(
      page,
      page.getByRole("region", { name: "E-mails to clients" }).getByRole("button", { name: "Save limits" }),
    );
    expect(await page.getByRole("status").first().textContent()).toContain(
      "Each person may now send 25 e-mails to clients an hour and 120 a day.",
    );
    const sales = await signInHttp(suite.site.url, SALES);
    const refused = await postAs(suite.site.url, "/admin/settings", sales.cookie!, {
      intent: "reply-limits",
      hour: "1000",
      day: "1000",
    });
    expect(refused.status).toBe(403);
  });
});

function addressesOf(m: ParsedMail): string[] {
  return (Array.isArray(m.to) ? m.to : [m.to]).flatMap((t) => t?.value.map((v) => v.address ?? "") ?? []);
}

describe("merging with consent, undone by the owner, erased everywhere", () => {
  it("keeps a look-alike's address apart, shows where each detail came from, undoes the merge, and erasing leaves nothing", async () => {
    const real = await newLead({
      name: `Priyanka Real ${run}`,
      phone_number: "+91 98111 22233",
      message: `Real enquiry ${run}: an ERP for our mill`,
    });
    const lookAlike = await newLead({
      name: `Priyanka ${run}`,
      phone_number: "098111-22233",
      email: `impostor.${run}@evil.example`,
      message: `Look-alike ${run}: send the proposal to me`,
    });
    const { page } = await signedIn(OWNER);
    await page.goto(`${suite.site.url}/admin/leads/${real}`);
    await waitForHydration(page);
    const same = page.locator("section#same");
    // The e-mail differs: the card asks, this lead's own (none) chosen.
    const keep = same.getByRole("group", { name: "E-mail: which to keep?" });
    expect(await keep.getByRole("radio", { name: "This lead's: none" }).isChecked()).toBe(true);
    await send(page, same.getByRole("button", { name: `Merge lead #${lookAlike} into this lead` }));
    expect(await same.getByRole("status").textContent()).toBe(`✓ Merged lead #${lookAlike} into this one.`);
    const summary = page.getByRole("region", { name: "Lead details" });
    expect(await summary.textContent()).toContain("None given");
    expect(await summary.textContent()).not.toContain("impostor");
    expect(await summary.getByText("From this enquiry").count()).toBe(3);
    // Search finds the lead by the look-alike's name and address too.
    await page.goto(`${suite.site.url}/admin?q=${encodeURIComponent(`impostor.${run}`)}`);
    expect(await page.locator(`#lead-${real}`).count()).toBe(1);

    // The owner undoes it from the timeline: the look-alike is in the inbox again.
    await page.goto(`${suite.site.url}/admin/leads/${real}`);
    await waitForHydration(page);
    await send(
      page,
      page.locator("section#timeline").getByRole("button", { name: `Undo the merge of lead #${lookAlike}` }),
    );
    expect(await page.locator("section#same").getByRole("status").textContent()).toContain(
      `Merge undone: lead #${lookAlike} is in the inbox again`,
    );
    expect(database((db) => db.prepare("select merged_into from quote_requests where id = ?").get(lookAlike))).toEqual({
      merged_into: null,
    });

    // The real person asks to be erased: nothing of them stays, on either lead.
    await page.goto(`${suite.site.url}/admin/leads/${real}/erase`);
    await send(page, page.getByRole("button", { name: `Erase lead #${real}` }));
    const everything = database((db) =>
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[])
        .filter((t) => !t.name.startsWith("quote_requests_search"))
        .map((t) => JSON.stringify(db.prepare(`select * from "${t.name}"`).all()))
        .join("\n"),
    );
    for (const personal of [`Priyanka Real ${run}`, `Real enquiry ${run}`]) expect(everything).not.toContain(personal);
    // The look-alike's own lead is untouched, and keeps its own timeline.
    expect(database((db) => db.prepare("select name from quote_requests where id = ?").get(lookAlike))).toEqual({
      name: `Priyanka ${run}`,
    });
  });

  it("refuses a merge of two unrelated leads sent straight to the server", async () => {
    const a = await newLead({ name: `Unrelated A ${run}`, phone_number: "+91 90000 11223", message: "A" });
    const b = await newLead({
      name: `Unrelated B ${run}`,
      phone_number: "+91 90000 44556",
      email: `b.${run}@example.com`,
      message: "B",
    });
    const owner = await signInHttp(suite.site.url, OWNER);
    const res = await postAs(suite.site.url, `/admin/leads/${a}`, owner.cookie!, {
      intent: "merge",
      mergedId: String(b),
      mergedVersion: "1",
      version: "1",
      keep_email: "other",
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain(`Lead #${b} shares no phone number or e-mail address with this lead`);
    expect(
      database((db) => db.prepare("select merged_into, email from quote_requests where id in (?, ?)").all(a, b)),
    ).toEqual([
      { merged_into: null, email: null },
      { merged_into: null, email: `b.${run}@example.com` },
    ]);
  });
});

describe("calls and the board", () => {
  it("a reached call logged on a New lead moves it to Contacted; the page offers Call and WhatsApp", async () => {
    const id = await newLead({ name: `Caller ${run}`, phone_number: "98470 55221", message: "Call me" });
    const { page, consoleErrors } = await signedIn(SALES);
    await page.goto(`${suite.site.url}/admin/leads/${id}`);
    await waitForHydration(page);
    const call = page.locator("section#call");
    expect(await call.getByRole("link", { name: `Call Caller ${run}` }).getAttribute("href")).toBe("tel:+919847055221");
    const whatsapp = await call.getByRole("link", { name: `WhatsApp Caller ${run}` }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919847055221\?text=Hello%20Caller%2C/);
    expect(decodeURIComponent(whatsapp!)).toContain("from Reptile Technologies");
    expect(await page.getByRole("region", { name: "Lead details" }).getByText("+91 98470 55221").count()).toBe(1);
    await call.getByRole("radio", { name: "Reached them" }).check();
    expect(await call.getByRole("checkbox", { name: /move this New lead to Contacted/ }).isChecked()).toBe(true);
    await call.getByLabel("Note (optional)").fill("They want a demo on Friday.");
    await send(page, call.getByRole("button", { name: "Log call" }));
    expect(await call.getByRole("status").textContent()).toBe(
      "✓ Call logged: Reached them. The lead is now at Contacted.",
    );
    expect(await page.getByRole("region", { name: "Lead details" }).textContent()).toContain("Contacted");
    const timeline = page.locator("section#timeline");
    expect(await timeline.getByText("Call: Reached them").count()).toBe(1);
    expect(await timeline.getByText("They want a demo on Friday.").count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it("moves a card by keyboard and by dragging it, lists the stages at 390 px, and has no axe violations", async () => {
    const keyboard = await newLead({ name: `Board key ${run}`, phone_number: "+91 90000 99001", message: "Board" });
    const dragged = await newLead({ name: `Board drag ${run}`, phone_number: "+91 90000 99002", message: "Board" });
    const { page, consoleErrors } = await signedIn(SALES);
    await page.goto(`${suite.site.url}/admin/board`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name}\\b`) });
    expect(await column("New").locator(`#card-${keyboard}`).count()).toBe(1);

    // By keyboard: the card's "Move to…" menu, then Contacted.
    const card = page.locator(`#card-${keyboard}`);
    await card.getByText("Move to…").focus();
    await page.keyboard.press("Enter");
    await card.getByRole("button", { name: "Contacted" }).focus();
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
    await waitForHydration(page);
    expect(await page.getByRole("status").first().textContent()).toContain(`Lead #${keyboard} moved to Contacted.`);
    expect(await column("Contacted").locator(`#card-${keyboard}`).count()).toBe(1);
    expect(database((db) => db.prepare("select status from quote_requests where id = ?").get(keyboard))).toEqual({
      status: "contacted",
    });

    // By a pointer drag: the card's grip dropped on the Contacted column.
    const grip = page.locator(`#card-${dragged} [data-drag-handle]`);
    const from = (await grip.boundingBox())!;
    const to = (await column("Contacted").boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 8 });
    await Promise.all([page.waitForEvent("load"), page.mouse.up()]);
    await waitForHydration(page);
    expect(database((db) => db.prepare("select status from quote_requests where id = ?").get(dragged))).toEqual({
      status: "contacted",
    });

    // At 390 px: the stages one under another, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.site.url}/admin/board`);
    const boxes = await Promise.all(
      ["New", "Contacted", "Proposal sent"].map(async (name) => (await column(name).boundingBox())!),
    );
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
