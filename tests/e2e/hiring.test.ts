import { readFileSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addAccounts, getAs, signInHttp, signInPage } from "../support/admin";
import { useAdminSiteWithMail } from "../support/admin-browser";
import { scrollsHorizontally, waitForHydration } from "../support/a11y";
import { DESKTOP, PHONE, expectNoAxeViolations } from "../support/browser";
import { linuxProgram, pdfFile } from "../support/cv-files";

/**
 * Applying for a job and hiring (issue 36), as the applicant and the hiring team do it, in
 * real Chromium against the built server and a real SMTP server: an application with a PDF CV
 * from a phone, and one without JavaScript whose program renamed .pdf is refused in words with
 * the other fields kept; the applicant's acknowledgement and the team's notification arrive;
 * the hiring person moves the application through the stages and downloads the CV; an editor
 * and a salesperson are refused every application page and the CV. The loaders and actions are
 * also tested in-process (tests/unit/hiring-routes.test.ts); here is what needs the browser.
 */

const run = Date.now().toString(36);
const HIRING = { email: `hema.${run}@example.com`, password: "jasmine-quarry-lantern-58" };
const SALES = { email: `sam.${run}@example.com`, password: "teak-compass-monsoon-27" };
const EDITOR = { email: `esha.${run}@example.com`, password: "marigold-anchor-vessel-64" };
const JOB = { path: "/careers/nodejs-backend-developer", title: "Node.js Backend Developer" };

const { suite, mail, open, linkFrom } = useAdminSiteWithMail();

beforeAll(async () => {
  await addAccounts(suite.site.dataDir, { hiring: HIRING, sales: SALES, editor: EDITOR }, "Hema");
});

/** The site's SQLite file, opened for a look while the server runs. */
function database<T>(use: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(suite.site.dataDir, "site.db"), { readonly: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}
const applicationOf = (email: string) =>
  database((db) => db.prepare("select id, stage from job_applications where email = ?").all(email)) as {
    id: number;
    stage: string;
  }[];

async function mailTo(address: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mail.smtp.messages.find((m) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The application form (the footer's quote form has a "Phone number" too). */
const form = (page: Page) => page.locator("#apply");

/** Fills the application form as a person does, by its labels. */
async function fillApplication(page: Page, who: { name: string; email: string }, cv: { name: string; bytes: Buffer }) {
  const f = form(page);
  await f.getByLabel("Full name").fill(who.name);
  await f.getByLabel("E-mail address").fill(who.email);
  await f.getByLabel("Phone number").fill("+91 98765 43210");
  await f.getByLabel("Your CV").setInputFiles({ name: cv.name, mimeType: "application/pdf", buffer: cv.bytes });
  await f.getByLabel("LinkedIn profile (optional)").fill("linkedin.com/in/asha-verma");
  await f.getByLabel("Anything you would like us to know (optional)").fill("I can join in 30 days.");
  await f.getByLabel(/^I agree that .* keeps my application and CV/).check();
}

/** An application sent as the form sends it, without a browser (for the tests of the hiring screens). */
async function applyOverHttp(who: { name: string; email: string }): Promise<number> {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    name: who.name,
    email: who.email,
    phone: "+91 98111 22233",
    consent: "yes",
  }))
    body.append(name, value);
  body.append("cv", new Blob([new Uint8Array(pdfFile())]), `${who.name} CV.pdf`);
  const res = await fetch(suite.site.url + JOB.path, { method: "POST", body, redirect: "manual" });
  expect(res.headers.get("location")).toBe("/careers/thank-you");
  return applicationOf(who.email)[0]!.id;
}

/** Sends a form by its button and waits for the page that answers. */
async function send(page: Page, name: string | RegExp) {
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name }).click()]);
}

const applicant = { name: "Asha Verma", email: `asha.${run}@example.in` };

describe("applying for a job", () => {
  it("from a phone with a PDF CV: the Apply link leads to the form, the applicant is thanked, and both mails arrive", async () => {
    const { page, consoleErrors } = await open(PHONE);
    await page.goto(suite.site.url + JOB.path);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Apply for this job" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#apply");
    expect(await page.getByRole("heading", { level: 2, name: "Apply for this job" }).isVisible()).toBe(true);
    // The consent line says what is kept and for how long (APPLICATION_RETENTION_DAYS, 180 by default).
    expect(await page.locator("#apply").innerText()).toContain(
      "We delete each application, with its CV, 180 days after we receive it.",
    );
    // A CV over 5 MB is refused in the browser, before anything is sent.
    const big = Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024)]);
    await fillApplication(page, applicant, { name: "Asha Verma CV.pdf", bytes: big });
    await form(page).getByRole("button", { name: "Send application" }).click();
    await expect
      .poll(() => form(page).locator("#apply-cv-error").textContent())
      .toContain("Your CV is 6.1 MB, and the limit is 5 MB.");
    expect(await form(page).getByLabel("Full name").inputValue()).toBe(applicant.name);
    expect(applicationOf(applicant.email)).toEqual([]);
    await expectNoAxeViolations(page);

    // A program named .pdf is refused by the server, answered in place: the form and its other fields stay as typed.
    await form(page)
      .getByLabel("Your CV")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: linuxProgram() });
    expect(await form(page).locator("#apply-cv-error").count()).toBe(0);
    await form(page).getByRole("button", { name: "Send application" }).click();
    await expect
      .poll(() => form(page).locator("#apply-cv-error").textContent())
      .toContain("this file is a program, although its name ends in .pdf");
    expect(new URL(page.url()).pathname).toBe(JOB.path);
    expect(await form(page).getByLabel("Anything you would like us to know (optional)").inputValue()).toBe(
      "I can join in 30 days.",
    );
    expect(applicationOf(applicant.email)).toEqual([]);

    await form(page)
      .getByLabel("Your CV")
      .setInputFiles({ name: "Asha Verma CV.pdf", mimeType: "application/pdf", buffer: pdfFile() });
    await Promise.all([
      page.waitForURL(/\/careers\/thank-you$/),
      page.getByRole("button", { name: "Send application" }).click(),
    ]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Thank You for Applying");
    expect(await scrollsHorizontally(page)).toBe(false);
    await expectNoAxeViolations(page);
    // The refused post's 400 is logged by Chromium as a failed load; nothing else may be.
    expect(consoleErrors.filter((e) => !/status of 400 \(Bad Request\)/.test(e))).toEqual([]);

    // Stored before the thanks.
    expect(applicationOf(applicant.email)).toHaveLength(1);
    const ack = await mailTo(applicant.email);
    expect(ack.subject).toBe(`Your application for ${JOB.title} at Reptile Technologies`);
    expect(ack.text).toContain("Dear Asha Verma,");
    expect(ack.text).toContain("We delete each application, with its CV, 180 days after we receive it.");
    expect(ack.attachments).toEqual([]);
    const id = applicationOf(applicant.email)[0]!.id;
    expect(ack.text).not.toContain(`/admin/hiring/${id}`);
    // The team hears of it at HIRING_MAIL_TO (MAIL_TO unless set), with the application's page and without the CV.
    const notice = await mailTo("sales@example.com");
    expect(notice.subject).toBe(`New application: ${JOB.title}, from Asha Verma`);
    expect(notice.text).toContain(`/admin/hiring/${id}`);
    expect(notice.attachments).toEqual([]);
  });

  it("without JavaScript: a program renamed .pdf is refused in words beside the CV, every other field comes back filled, and the real CV then goes through", async () => {
    const { page } = await open(DESKTOP, false);
    const who = { name: "Rahul Nair", email: `rahul.${run}@example.in` };
    await page.goto(suite.site.url + JOB.path);
    await fillApplication(page, who, { name: "Rahul Nair CV.pdf", bytes: linuxProgram() });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send application" }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState("load");
    // Back at the form, not at the top of the page.
    expect(new URL(page.url()).hash).toBe("#apply");
    const refusal =
      "We can only take a PDF or a Word (.docx) document, and this file is a program, although its name ends in .pdf. Choose your CV as a PDF or .docx file.";
    expect(await page.locator("#apply-cv-error").innerText()).toContain(refusal);
    expect(await form(page).getByRole("alert").innerText()).toContain("Your CV: " + refusal);
    expect(await form(page).getByLabel("Your CV").getAttribute("aria-invalid")).toBe("true");
    const f = form(page);
    expect(await f.getByLabel("Full name").inputValue()).toBe(who.name);
    expect(await f.getByLabel("E-mail address").inputValue()).toBe(who.email);
    expect(await f.getByLabel("Phone number").inputValue()).toBe("+91 98765 43210");
    expect(await f.getByLabel("LinkedIn profile (optional)").inputValue()).toBe("linkedin.com/in/asha-verma");
    expect(await f.getByLabel("Anything you would like us to know (optional)").inputValue()).toBe(
      "I can join in 30 days.",
    );
    expect(await f.getByLabel(/^I agree that/).isChecked()).toBe(true);
    expect(applicationOf(who.email)).toEqual([]);

    await page
      .getByLabel("Your CV")
      .setInputFiles({ name: "Rahul Nair CV.pdf", mimeType: "application/pdf", buffer: pdfFile() });
    await send(page, "Send application");
    expect(new URL(page.url()).pathname).toBe("/careers/thank-you");
    expect(applicationOf(who.email)).toHaveLength(1);
    await mailTo(who.email);
  });
});

describe("hiring", () => {
  const candidate = { name: "Meera Iyer", email: `meera.${run}@example.in` };
  let id: number;
  beforeAll(async () => {
    id = await applyOverHttp(candidate);
  });

  it("the hiring person finds the application, moves it through the stages to Hired and downloads the CV", async () => {
    const { page, consoleErrors } = await open(DESKTOP);
    await signInPage(page, suite.site.url, HIRING);
    // Their start page is the hiring inbox; the leads are not theirs.
    await page.waitForURL(/\/admin\/hiring$/);
    const nav = page.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link", { name: "Hiring" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Leads" }).count()).toBe(0);
    await page.getByRole("link", { name: JOB.title, exact: false }).first().click();
    await page.waitForURL(/job=nodejs-backend-developer/);
    expect(await page.getByRole("table").innerText()).toContain(candidate.name);
    await expectNoAxeViolations(page);

    await Promise.all([
      page.waitForURL(`**/admin/hiring/${id}`),
      page.getByRole("link", { name: candidate.name, exact: true }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(candidate.name);
    await expectNoAxeViolations(page);

    const stageCard = page.locator("section#stage");
    for (const stage of ["Screening", "Interview", "Offer", "Hired"]) {
      await stageCard.getByLabel("Stage", { exact: true }).selectOption({ label: stage });
      await send(page, "Save stage");
      expect(await page.locator("section#stage").getByRole("status").innerText()).toContain(`Moved to ${stage}.`);
    }
    expect(applicationOf(candidate.email)[0]?.stage).toBe("hired");

    await page.locator("section#owner").getByLabel("Owner").selectOption({ label: "Hema hiring (you)" });
    await send(page, "Save owner");
    const day = new Date(Date.now() + 330 * 60_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date and time (IST)").fill(`${day}T11:30`);
    await send(page, "Save interview time");
    expect(await page.locator("section#interview").innerText()).toMatch(/Interview on .*11:30 am/);
    await page.getByLabel("Note", { exact: true }).fill("Strong answers on Node streams.");
    await send(page, "Add note");

    const timeline = await page.locator("section#timeline").innerText();
    for (const line of [
      `Applied for ${JOB.title}`,
      "Stage changed from Applied to Screening",
      "Stage changed from Offer to Hired",
      "Assigned to Hema hiring",
      "Strong answers on Node streams.",
    ])
      expect(timeline).toContain(line);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${candidate.name} CV.pdf` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${candidate.name} CV.pdf`);
    expect(readFileSync(await download.path()).equals(pdfFile())).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("at phone width the inbox and an application's page read without sideways scrolling or axe violations", async () => {
    const { page } = await open(PHONE);
    await signInPage(page, suite.site.url, HIRING);
    for (const url of ["/admin/hiring", `/admin/hiring/${id}`]) {
      await page.goto(suite.site.url + url);
      expect(await scrollsHorizontally(page), url).toBe(false);
      await expectNoAxeViolations(page);
    }
  });

  it.each([
    ["an editor", EDITOR],
    ["a salesperson", SALES],
  ])("%s is refused every application page and the CV, and is not shown the inbox", async (_who, account) => {
    const signIn = await signInHttp(suite.site.url, account);
    expect(signIn.status).toBe(303);
    for (const url of [
      "/admin/hiring",
      `/admin/hiring?job=nodejs-backend-developer`,
      `/admin/hiring/${id}`,
      `/admin/hiring/${id}/cv`,
      `/admin/hiring/${id}/erase`,
    ]) {
      const res = await getAs(suite.site.url, url, signIn.cookie);
      expect(res.status, url).toBe(403);
      expect(res.text, url).not.toContain(candidate.name);
      expect(res.text, url).not.toContain("%PDF");
    }
    const home = await getAs(suite.site.url, "/admin/profile", signIn.cookie);
    expect(home.status).toBe(200);
    expect(home.text).not.toContain('href="/admin/hiring"');
  });

  it("the hiring role sees nothing of leads, analytics or content: /admin leads it to the hiring inbox", async () => {
    const signIn = await signInHttp(suite.site.url, HIRING);
    expect(signIn.location).toBe("/admin/hiring");
    const start = await getAs(suite.site.url, "/admin", signIn.cookie);
    expect([start.status, start.location]).toEqual([303, "/admin/hiring"]);
    for (const url of ["/admin?view=mine", "/admin/leads/1", "/admin/leads.csv", "/admin/analytics", "/admin/content"])
      expect((await getAs(suite.site.url, url, signIn.cookie)).status, url).toBe(403);
  });

  it("an owner invites someone with the Hiring role, who joins and starts in the hiring inbox", async () => {
    const recruiter = { email: `ritu.${run}@example.com`, name: "Ritu Kapoor", password: "cardamom-lattice-river-82" };
    const owner = await open(DESKTOP);
    await signInPage(owner.page, suite.site.url);
    await owner.page.goto(`${suite.site.url}/admin/users`);
    const invite = owner.page.getByRole("region", { name: "Invite someone" });
    expect(await invite.getByLabel("Role").getByRole("option", { name: "Hiring" }).count()).toBe(1);
    expect(await invite.innerText()).toContain("Hiring: Job applications: the hiring inbox, applicants' CVs");
    await invite.getByLabel("E-mail address").fill(recruiter.email);
    await invite.getByLabel("Role").selectOption({ label: "Hiring" });
    await send(owner.page, "Send invitation");
    expect(await owner.page.getByRole("status").first().textContent()).toContain(
      `Invitation sent to ${recruiter.email}`,
    );

    const joining = await open(PHONE);
    await joining.page.goto(await linkFrom(recruiter.email, /invited/));
    await joining.page.getByLabel("Your name").fill(recruiter.name);
    await joining.page.getByLabel("Choose a password").fill(recruiter.password);
    await Promise.all([
      joining.page.waitForURL(`${suite.site.url}/admin/hiring`),
      joining.page.getByRole("button", { name: "Create my account" }).click(),
    ]);
    expect(await joining.page.getByRole("heading", { level: 1 }).textContent()).toBe("Hiring");
  });
});
