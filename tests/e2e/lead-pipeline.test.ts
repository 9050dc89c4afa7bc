import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { OWNER, addAccounts, csrfOf, getAs, postAs, signInHttp, signInPage } from "../support/admin";
import { waitForHydration } from "../support/a11y";
import { DESKTOP, PHONE, type TrackedPage, expectNoAxeViolations, openPage } from "../support/browser";
import { useLeadSite } from "../support/lead-site";

/**
 * The sales pipeline's screens (issue 30), used as the team uses them: two salespeople and
 * the owner in real Chromium against the built server and a real SMTP server. A lead is
 * worked from New to Won on its page; a second person working from an old page is told and
 * loses nothing; the same person's two leads are linked and merged; editors see none of it;
 * erasing a lead leaves nothing of it behind; the inbox's views and the round-robin setting.
 */

const run = Date.now().toString(36);
const A = { email: `priya.${run}@example.com`, password: "saffron-ledger-quartz-71" };
const B = { email: `ravi.${run}@example.com`, password: "monsoon-copper-atlas-46" };
const EDITOR = { email: `esha.${run}@example.com`, password: "lotus-granite-harbor-93" };
/** Display names as tests/support/admin.ts addAccounts makes them. */
const A_NAME = "Priya sales";
const B_NAME = "Ravi sales";

const { suite, pages, smtp: mailServer, database, newLead } = useLeadSite();

beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { sales: A }, "Priya");
  await addAccounts(suite.site.dataDir, { sales: B, editor: EDITOR }, "Ravi");
});

async function signedIn(
  who: { email: string; password: string },
  viewport: { width: number; height: number } = DESKTOP,
  javaScriptEnabled = true,
): Promise<TrackedPage> {
  const tracked = await openPage(suite.browser, viewport, { javaScriptEnabled });
  pages.push(tracked);
  if (!javaScriptEnabled) withoutScripts.add(tracked.page);
  await signInPage(tracked.page, suite.site.url, who);
  await tracked.page.waitForURL(/\/admin(\?.*)?$/);
  return tracked;
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Pages of contexts without JavaScript: nothing hydrates there. */
const withoutScripts = new WeakSet<Page>();

/**
 * Sends a form by its button and waits for the page that answers (a redirect back, or the
 * page with errors), hydrated where scripts run: the stage form shows only the chosen
 * stage's fields once hydrated, so a choice made before that could meet a different form.
 */
async function send(page: Page, button: ReturnType<Page["getByRole"]>) {
  await Promise.all([page.waitForEvent("load"), button.click()]);
  if (!withoutScripts.has(page)) await waitForHydration(page);
}

async function mailTo(address: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailServer().messages.find((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** "YYYY-MM-DD" in India, `days` from today. */
const indiaDay = (days = 0) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

describe("a lead's page", () => {
  const client = `client.${run}@example.com`;
  let id: number;

  beforeAll(async () => {
    id = await newLead({
      name: `Kavya ${run}`,
      phone_number: "+91 91234 50001",
      email: client,
      message: `Need a clinic booking app.\nTwo branches in Pune. **not bold**`,
    });
  });

  it("a salesperson takes it, moves it to Won with the values each stage needs, adds a note and a follow-up, and replies by e-mail", async () => {
    const { page, consoleErrors } = await signedIn(A);
    // From the inbox: the lead's name leads to its page.
    await page.goto(`${suite.site.url}/admin?q=${encodeURIComponent(`Kavya ${run}`)}`);
    await page.getByRole("link", { name: `Kavya ${run}` }).click();
    await page.waitForURL(`${suite.site.url}/admin/leads/${id}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Kavya ${run}`);
    expect(await page.getByRole("link", { name: "+91 91234 50001" }).getAttribute("href")).toBe("tel:+919123450001");
    expect(await page.getByRole("link", { name: client }).getAttribute("href")).toBe(
      `mailto:client.${run}@example.com`,
    );
    expect(await page.getByText("Two branches in Pune. **not bold**").count()).toBe(1);

    await send(page, section(page, "owner").getByRole("button", { name: "Assign to me" }));
    expect(new URL(page.url()).hash).toBe("#owner");
    expect(await section(page, "owner").getByRole("status").textContent()).toBe(`✓ Assigned to ${A_NAME}.`);
    expect(await section(page, "owner").getByText("You own this lead.").count()).toBe(1);

    const stage = section(page, "stage");
    const choose = (value: string) => stage.getByRole("combobox", { name: "Stage", exact: true }).selectOption(value);
    await choose("contacted");
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(await stage.getByRole("status").textContent()).toBe("✓ Stage changed to Contacted.");

    // Proposal sent without its value: refused beside the field, in the service's words.
    await choose("proposal");
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(new URL(page.url()).hash).toBe("#stage");
    const expected = stage.getByLabel("Expected value (₹)");
    expect(await expected.getAttribute("aria-invalid")).toBe("true");
    expect(await stage.locator("#stage-expectedValue-error").textContent()).toBe(
      "⚠ Enter the deal's expected value in rupees, like 250000.",
    );
    expect(await stage.getByRole("alert").textContent()).toContain("Not saved.");
    // No success notice beside the error.
    expect(await page.getByRole("status").filter({ hasText: "✓" }).count()).toBe(0);
    await expected.fill("2,50,000");
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(await stage.getByRole("status").textContent()).toBe(
      "✓ Stage changed to Proposal sent (₹2,50,000 expected).",
    );

    await choose("won");
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(await stage.locator("#stage-wonValue-error").textContent()).toBe(
      "⚠ Enter the value of the won deal in rupees, like 250000.",
    );
    // The chosen stage is kept: the page comes back at Won, with its field showing.
    expect(await stage.getByRole("combobox", { name: "Stage", exact: true }).inputValue()).toBe("won");
    await stage.getByLabel("Value won (₹)").fill("₹3,10,000");
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(await stage.getByRole("status").textContent()).toBe("✓ Stage changed to Won (₹3,10,000 won).");

    const note = section(page, "note");
    expect(await note.getByText("Up to 5,000 characters.").count()).toBe(1);
    await note
      .getByLabel("Note", { exact: true })
      .fill("Called them; they want a demo on Monday.\n<b>Bring the tablet.</b>");
    await send(page, note.getByRole("button", { name: "Add note" }));
    expect(new URL(page.url()).hash).toBe("#note");
    expect(await note.getByRole("status").textContent()).toBe("✓ Note added.");

    const tomorrow = indiaDay(1);
    const followUp = section(page, "follow-up");
    await followUp.getByLabel("Date and time (India time, IST)").fill(`${tomorrow}T10:30`);
    await send(page, followUp.getByRole("button", { name: "Set follow-up" }));
    expect(await followUp.getByRole("status").textContent()).toMatch(
      /^✓ Follow-up set for \d{1,2} \w{3} \d{4}, 10:30 am IST\.$/,
    );
    expect(await followUp.getByLabel("Date and time (India time, IST)").inputValue()).toBe(`${tomorrow}T10:30`);

    const reply = section(page, "reply");
    expect(await reply.getByLabel("Subject").inputValue()).toMatch(/^Your enquiry with \S/);
    await reply.getByLabel("Subject").fill(`Your clinic app ${run}`);
    await reply
      .getByLabel("Message")
      .fill("Dear Kavya,\n\nThank you for your call. The proposal is attached.\n\nPriya");
    await send(page, reply.getByRole("button", { name: "Send e-mail" }));
    expect(await reply.getByRole("status").textContent()).toBe(
      `✓ E-mail queued to ${client}; it shows below as it is sent.`,
    );

    // The mail reaches the client, with the salesperson as the address to reply to.
    const mail = await mailTo(client);
    expect(mail.subject).toBe(`Your clinic app ${run}`);
    expect(mail.replyTo?.value[0]?.address).toBe(A.email);
    expect(mail.text).toContain("Thank you for your call.");

    // The timeline: every step, in order, with the e-mail as sent.
    const timeline = section(page, "timeline");
    await expect
      .poll(
        async () => {
          await page.reload();
          return timeline
            .getByRole("listitem")
            .filter({ hasText: `E-mail to ${client}` })
            .textContent();
        },
        { timeout: 30_000 },
      )
      .toMatch(/Sent \d{1,2} \w{3} \d{4}/);
    const titles = await timeline.locator("li > div > p.font-semibold").allTextContents();
    expect(titles).toEqual([
      "Enquiry received through the API",
      "Where they came from",
      `Assigned to ${A_NAME}`,
      "Stage changed from New to Contacted",
      "Stage changed from Contacted to Proposal sent",
      "Stage changed from Proposal sent to Won",
      "Note",
      expect.stringMatching(/^Follow-up set for \d{1,2} \w{3} \d{4}, 10:30 am IST$/),
      `E-mail to ${client}`,
    ]);
    expect(await timeline.getByText("₹2,50,000").count()).toBe(1);
    expect(await timeline.getByText("₹3,10,000").count()).toBe(1);
    // The note as typed: its line break kept, its markup shown as text.
    const noteText = timeline.getByText("Called them; they want a demo on Monday.");
    expect(await noteText.evaluate((el) => (el as HTMLElement).innerText)).toBe(
      "Called them; they want a demo on Monday.\n<b>Bring the tablet.</b>",
    );
    expect(await timeline.locator("b").count()).toBe(0);
    expect(await timeline.getByText(`by ${A_NAME} (${A.email})`).count()).toBeGreaterThan(3);

    // The header says where the deal stands.
    const summary = page.getByRole("region", { name: "Lead details" });
    expect(await summary.textContent()).toContain("₹3,10,000 won");
    expect(await summary.textContent()).toContain(A_NAME);

    // The leads CSV carries it.
    const cookie = (await page.context().cookies()).find((c) => c.name === "admin_session")!;
    const csv = await getAs(
      suite.site.url,
      `/admin/leads.csv?q=${encodeURIComponent(`Kavya ${run}`)}`,
      `admin_session=${cookie.value}`,
    );
    expect(csv.text).toMatch(
      new RegExp(
        `,Won,${A_NAME},250000,310000,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+05:30,,${tomorrow}T10:30:00\\+05:30,\\d{4}-[^,]+\\+05:30\\r\\n`,
      ),
    );
    // Only the two refused posts' own 400 answers.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it("a second salesperson working from an older page is told what changed, and keeps what they typed", async () => {
    const { page } = await signedIn(B, DESKTOP, false);
    await page.goto(`${suite.site.url}/admin/leads/${id}`);
    // Meanwhile, the first salesperson moves the lead back to Proposal sent (over HTTP, as a second tab would).
    const a = await signInHttp(suite.site.url, A);
    const version = database(
      (db) => (db.prepare("select version from quote_requests where id = ?").get(id) as { version: number }).version,
    );
    const moved = await postAs(
      suite.site.url,
      `/admin/leads/${id}`,
      a.cookie!,
      { intent: "stage", stage: "proposal", expectedValue: "2,75,000", version: String(version) },
      await csrfOf(suite.site.url, a.cookie!),
    );
    expect(moved.status).toBe(303);

    // B, without JavaScript (every stage field shows, each saying which stage needs it), marks it Lost.
    const stage = section(page, "stage");
    expect(await stage.getByText("Needed for Lost.").count()).toBe(1);
    await stage.getByRole("combobox", { name: "Stage", exact: true }).selectOption("lost");
    await stage.getByLabel("Why was it lost?").selectOption("price");
    await stage.getByLabel(/^About the loss/).fill("Their budget is ₹1,50,000.");
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(new URL(page.url()).hash).toBe("#stage");
    const alert = stage.getByRole("alert");
    const told = (await alert.textContent()) ?? "";
    expect(told).toContain("Someone else changed this lead after you opened it, so your change was not saved.");
    expect(told).toContain(
      `Stage changed from Won to Proposal sent (Expected value: ₹2,75,000), by ${A_NAME} (${A.email})`,
    );
    expect(told).toContain("Stage: Proposal sent (₹2,75,000 expected)");
    expect(told).toContain(`Owner: ${A_NAME}`);
    // Nothing lost: the form still holds B's choice and words.
    expect(await stage.getByRole("combobox", { name: "Stage", exact: true }).inputValue()).toBe("lost");
    expect(await stage.getByLabel("Why was it lost?").inputValue()).toBe("price");
    expect(await stage.getByLabel(/^About the loss/).inputValue()).toBe("Their budget is ₹1,50,000.");
    expect(await page.getByRole("status").filter({ hasText: "✓" }).count()).toBe(0);

    // Sent again after reading, it goes through (the page now holds the lead's current version).
    await send(page, stage.getByRole("button", { name: "Change stage" }));
    expect(new URL(page.url()).hash).toBe("#stage");
    expect(await stage.getByRole("status").textContent()).toBe("✓ Stage changed to Lost (reason: Price).");
  });
});

describe("the same person twice", () => {
  it("links two leads with the same phone number on each other's page and merges them, keeping both submissions", async () => {
    const first = await newLead({
      name: `Rohan ${run}`,
      phone_number: "+91 99887 66554",
      message: "First enquiry: a website.",
    });
    const second = await newLead({
      name: `Rohan M ${run}`,
      phone_number: "099887 66554",
      email: `rohan.${run}@example.com`,
      message: "Second enquiry: also an app.",
    });
    const { page, consoleErrors } = await signedIn(B);

    await page.goto(`${suite.site.url}/admin/leads/${first}`);
    const same = section(page, "same");
    expect(await same.getByRole("link", { name: `#${second} Rohan M ${run}` }).getAttribute("href")).toBe(
      `/admin/leads/${second}`,
    );
    expect(await same.textContent()).toContain("same phone number");
    await page.goto(`${suite.site.url}/admin/leads/${second}`);
    expect(
      await section(page, "same")
        .getByRole("link", { name: `#${first} Rohan ${run}` })
        .count(),
    ).toBe(1);

    // Merged into the newer lead, from its page.
    const merge = section(page, "same").getByRole("button", { name: `Merge lead #${first} into this lead` });
    expect(await merge.getAttribute("aria-describedby")).toBe(`merge-${first}-confirm`);
    expect(await page.locator(`#merge-${first}-confirm`).textContent()).toContain(
      "An owner can undo the merge from the timeline",
    );
    await send(page, merge);
    expect(new URL(page.url()).hash).toBe("#same");
    expect(await section(page, "same").getByRole("status").textContent()).toBe(
      `✓ Merged lead #${first} into this one.`,
    );
    expect(
      await section(page, "same").getByText("No other leads with the same phone number or e-mail address.").count(),
    ).toBe(1);
    const timeline = section(page, "timeline");
    expect(await timeline.getByText(`Enquiry received as lead #${first}, through the API`).count()).toBe(1);
    expect(await timeline.getByText("Enquiry received through the API").count()).toBe(1);
    expect(await timeline.getByText("First enquiry: a website.").count()).toBeGreaterThan(0);
    expect(await timeline.getByText(`Lead #${first} merged into this one`).count()).toBe(1);

    // The merged lead's address leads to the one it joined, saying so.
    await page.goto(`${suite.site.url}/admin/leads/${first}`);
    expect(page.url()).toBe(`${suite.site.url}/admin/leads/${second}`);
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: `Lead #${first} was merged into this one (#${second})` })
        .count(),
    ).toBe(1);
    // And the inbox lists only the survivor.
    await page.goto(`${suite.site.url}/admin?q=${encodeURIComponent(`${run}`)}&source=api`);
    expect(await page.locator(`#lead-${first}`).count()).toBe(0);
    expect(await page.locator(`#lead-${second}`).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});

describe("roles", () => {
  it("gives editors a 403 for a lead's page and for every one of its forms", async () => {
    const id = await newLead({
      name: `Role ${run}`,
      phone_number: "+91 90000 31313",
      email: `role.${run}@example.com`,
      message: "Role check",
    });
    const editor = await signInHttp(suite.site.url, EDITOR);
    expect(editor.status).toBe(303);
    const cookie = editor.cookie!;
    const csrf = await csrfOf(suite.site.url, cookie);
    expect((await getAs(suite.site.url, `/admin/leads/${id}`, cookie)).status).toBe(403);
    const forms: Record<string, string>[] = [
      { intent: "stage", stage: "contacted", version: "1" },
      { intent: "assign", ownerId: "1", version: "1" },
      { intent: "assign-me", version: "1" },
      { intent: "follow-up", at: `${indiaDay(2)}T09:00`, version: "1" },
      { intent: "follow-up-clear", version: "1" },
      { intent: "note", text: "An editor's note" },
      { intent: "reply", subject: "Hello", body: "From an editor" },
      { intent: "merge", mergedId: "1", mergedVersion: "1", version: "1" },
      { intent: "call", outcome: "reached", version: "1" },
      { intent: "unmerge", mergeEventId: "1", version: "1" },
    ];
    for (const form of forms)
      expect((await postAs(suite.site.url, `/admin/leads/${id}`, cookie, form, csrf)).status, form.intent).toBe(403);
    // Nothing happened to the lead.
    const events = database(
      (db) => (db.prepare("select count(*) as n from lead_events where lead_id = ?").get(id) as { n: number }).n,
    );
    expect(events).toBe(0);
    // Sales may open it.
    const sales = await signInHttp(suite.site.url, B);
    expect((await getAs(suite.site.url, `/admin/leads/${id}`, sales.cookie)).status).toBe(200);
  });
});

describe("erasing a lead", () => {
  it("leaves no timeline entry, reply mail or name of it, and the audit entry names only its number", async () => {
    const name = `Erase ${run}`;
    const address = `erase.${run}@example.com`;
    const id = await newLead({
      name,
      phone_number: "+91 90000 42424",
      email: address,
      message: "Please forget me later.",
    });
    const owner = await signInHttp(suite.site.url, OWNER);
    const csrf = await csrfOf(suite.site.url, owner.cookie!);
    const post = (fields: Record<string, string>) =>
      postAs(suite.site.url, `/admin/leads/${id}`, owner.cookie!, fields, csrf);
    expect((await post({ intent: "note", text: `Spoke to ${name}` })).status).toBe(303);
    expect((await post({ intent: "reply", subject: "Our quote", body: `Dear ${name}, here it is.` })).status).toBe(303);
    await mailTo(address);
    const count = (sql: string) => database((db) => (db.prepare(sql).get(id) as { n: number }).n);
    expect(count("select count(*) as n from lead_events where lead_id = ?")).toBe(2);
    expect(count("select count(*) as n from mail_outbox where quote_request_id = ?")).toBe(2);

    // The owner erases it from its page.
    const { page } = await signedIn(OWNER);
    await page.goto(`${suite.site.url}/admin/leads/${id}`);
    await page.getByRole("link", { name: "Erase this lead" }).click();
    await page.waitForURL(`${suite.site.url}/admin/leads/${id}/erase`);
    await send(page, page.getByRole("button", { name: `Erase lead #${id}` }));
    expect(await page.getByRole("status").textContent()).toContain(`Lead #${id} was erased.`);

    expect(count("select count(*) as n from quote_requests where id = ?")).toBe(0);
    expect(count("select count(*) as n from lead_events where lead_id = ?")).toBe(0);
    expect(count("select count(*) as n from mail_outbox where quote_request_id = ?")).toBe(0);
    const audit = database((db) =>
      db.prepare("select action, target, details from audit_log where target = ? order by id").all(`lead ${id}`),
    ) as {
      action: string;
      target: string;
      details: string | null;
    }[];
    expect(audit.map((e) => e.action)).toEqual(["lead.note_added", "lead.replied", "lead.erased"]);
    const everything = JSON.stringify(database((db) => db.prepare("select * from audit_log").all()));
    for (const personal of [name, address, "90000 42424", "Please forget me"])
      expect(everything).not.toContain(personal);
    expect((await getAs(suite.site.url, `/admin/leads/${id}`, owner.cookie)).status).toBe(404);
  });
});

describe("the inbox", () => {
  it("shows views with counts, the owner and follow-up of each lead, overdue ones in words, and fits a phone", async () => {
    const mine = await newLead({ name: `Mine ${run}`, phone_number: "+91 90000 51515", message: "Mine" });
    const late = await newLead({ name: `Late ${run}`, phone_number: "+91 90000 52525", message: "Overdue" });
    await newLead({ name: `Nobody ${run}`, phone_number: "+91 90000 53535", message: "Unassigned" });
    const a = await signInHttp(suite.site.url, A);
    const csrf = await csrfOf(suite.site.url, a.cookie!);
    for (const id of [mine, late])
      expect(
        (await postAs(suite.site.url, `/admin/leads/${id}`, a.cookie!, { intent: "assign-me", version: "1" }, csrf))
          .status,
      ).toBe(303);
    expect(
      (
        await postAs(
          suite.site.url,
          `/admin/leads/${late}`,
          a.cookie!,
          { intent: "follow-up", at: `${indiaDay(1)}T11:00`, version: "2" },
          csrf,
        )
      ).status,
    ).toBe(303);
    // A follow-up that has passed (the form takes only times to come): set in the database.
    database((db) =>
      db.prepare("update quote_requests set follow_up_at = ? where id = ?").run("2026-01-05T05:00:00.000Z", late),
    );

    const { page, consoleErrors } = await signedIn(A, PHONE);
    await page.goto(`${suite.site.url}/admin?q=${run}`);
    const views = page.getByRole("navigation", { name: "Views" });
    const counts = async () =>
      Object.fromEntries(
        (await views.getByRole("link").allTextContents()).map((t) => [
          t.replace(/[\d,⚠\s]+$/g, "").replace(/^⚠/, ""),
          Number(t.match(/\d+$/)?.[0]),
        ]),
      );
    const all = await counts();
    expect(all.Mine).toBeGreaterThanOrEqual(2);
    expect(all.Overdue).toBe(1);
    expect(await views.getByRole("link", { name: /^All/ }).getAttribute("aria-current")).toBe("page");

    await views.getByRole("link", { name: /^Overdue/ }).click();
    await page.waitForURL(/view=overdue/);
    expect(new URL(page.url()).searchParams.get("q")).toBe(run);
    expect(
      await page
        .getByRole("table", { name: /Quote requests/ })
        .locator("tbody tr")
        .count(),
    ).toBe(1);
    const row = page.locator(`#lead-${late}`);
    expect(await row.textContent()).toContain(`Owner: ${A_NAME}`);
    expect(await row.textContent()).toMatch(/Overdue since 5 Jan 2026, 10:30 am IST/);
    // The list still fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: /^Mine/ }).click();
    await page.waitForURL(/view=mine/);
    expect(await page.locator(`#lead-${mine}`).count()).toBe(1);
    expect(await page.locator(`#lead-${late}`).count()).toBe(1);
    expect(await page.getByRole("link", { name: `Nobody ${run}` }).count()).toBe(0);
    // Applying the filters keeps the view.
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/view=mine/);
    await page
      .getByRole("navigation", { name: "Views" })
      .getByRole("link", { name: /^Unassigned/ })
      .click();
    await page.waitForURL(/view=unassigned/);
    expect(await page.getByRole("link", { name: `Nobody ${run}` }).count()).toBe(1);
    expect(await page.locator(`#lead-${mine}`).count()).toBe(0);

    // The quick stage form still works (it sends the lead's version).
    await page.goto(`${suite.site.url}/admin?q=${encodeURIComponent(`Mine ${run}`)}`);
    await page.getByLabel(`Status of the lead from Mine ${run}`).selectOption("contacted");
    await page.locator(`#lead-${mine}`).getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/#lead-\d+$/);
    expect(await page.locator(`#lead-${mine}`).getByRole("status").textContent()).toBe("Stage changed to Contacted.");
    expect(consoleErrors).toEqual([]);
  });
});

describe("accessibility", () => {
  it("has no axe violations on a worked lead's page, a refused form, the inbox's views and the settings, on a phone and a desktop", async () => {
    const id = await newLead({
      name: `Axe ${run}`,
      phone_number: "+91 90000 61616",
      email: `axe.${run}@example.com`,
      message: "A long enquiry,\nwith lines.",
    });
    await newLead({ name: `Axe twin ${run}`, phone_number: "+91 90000 61616", message: "The same person again." });
    const owner = await signInHttp(suite.site.url, OWNER);
    const csrf = await csrfOf(suite.site.url, owner.cookie!);
    const post = (fields: Record<string, string>) =>
      postAs(suite.site.url, `/admin/leads/${id}`, owner.cookie!, fields, csrf);
    await post({ intent: "assign-me", version: "1" });
    await post({ intent: "stage", stage: "proposal", expectedValue: "1,20,000", version: "2" });
    await post({ intent: "note", text: "A note\nover two lines." });
    await post({ intent: "follow-up", at: `${indiaDay(3)}T15:00`, version: "3" });
    await post({ intent: "reply", subject: "About your enquiry", body: "Hello,\nthanks." });

    const { page, consoleErrors } = await signedIn(OWNER, PHONE);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const address of [`/admin/leads/${id}`, "/admin?view=mine", "/admin/settings"]) {
        await page.goto(suite.site.url + address);
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${address} at ${viewport.width}`,
        ).toBeLessThanOrEqual(viewport.width);
      }
      // A refused form: its errors beside the fields.
      await page.goto(`${suite.site.url}/admin/leads/${id}`);
      await waitForHydration(page);
      await section(page, "stage").getByRole("combobox", { name: "Stage", exact: true }).selectOption("won");
      await send(page, section(page, "stage").getByRole("button", { name: "Change stage" }));
      expect(await section(page, "stage").getByRole("alert").count()).toBe(1);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    // One h1, headings in order.
    const levels = await page.locator("h1, h2, h3, h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});

describe("round-robin", () => {
  it("is off by default; an owner turns it on and new leads go to the salespeople in turn", async () => {
    const { page } = await signedIn(OWNER);
    await page.goto(`${suite.site.url}/admin/settings`);
    const box = page.getByLabel("Share new leads out in turn among the sales team");
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await send(page, page.getByRole("region", { name: "Leads" }).getByRole("button", { name: "Save" }));
    expect(await page.getByRole("status").textContent()).toContain(
      "New leads are now shared out in turn among the sales team.",
    );
    expect(await page.getByLabel("Share new leads out in turn among the sales team").isChecked()).toBe(true);

    const one = await newLead({ name: `Turn one ${run}`, phone_number: "+91 90000 71717", message: "Turn one" });
    const two = await newLead({ name: `Turn two ${run}`, phone_number: "+91 90000 72727", message: "Turn two" });
    const owners = () =>
      database((db) =>
        [one, two].map(
          (id) =>
            (
              db
                .prepare(
                  "select u.display_name as name from quote_requests q join admin_users u on u.id = q.owner_id where q.id = ?",
                )
                .get(id) as { name: string } | undefined
            )?.name,
        ),
      );
    // Assignment is work after the visitor's answer (server/leads/arrivals.ts): it follows within moments.
    await expect.poll(() => new Set(owners())).toEqual(new Set([A_NAME, B_NAME]));
    await page.goto(`${suite.site.url}/admin/leads/${one}`);
    expect(await section(page, "timeline").getByText("round-robin (new leads shared out in turn)").count()).toBe(1);

    // Off again: the next lead arrives unassigned.
    await page.goto(`${suite.site.url}/admin/settings`);
    await page.getByLabel("Share new leads out in turn among the sales team").uncheck();
    await send(page, page.getByRole("region", { name: "Leads" }).getByRole("button", { name: "Save" }));
    expect(await page.getByRole("status").textContent()).toContain("New leads are no longer shared out");
    const three = await newLead({ name: `Turn three ${run}`, phone_number: "+91 90000 73737", message: "Turn three" });
    expect(
      database(
        (db) =>
          (db.prepare("select owner_id from quote_requests where id = ?").get(three) as { owner_id: number | null })
            .owner_id,
      ),
    ).toBeNull();
    // Sales cannot reach the setting.
    const sales = await signInHttp(suite.site.url, A);
    expect(
      (await postAs(suite.site.url, "/admin/settings", sales.cookie!, { intent: "round-robin", roundRobin: "on" }))
        .status,
    ).toBe(403);
  });
});
