import path from "node:path";
import Database from "better-sqlite3";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAs, OWNER, OWNER_ENV, signInHttp } from "../support/admin";
import { waitForHydration } from "../support/a11y";
import { DESKTOP, expectNoAxeViolations, openTab, PHONE } from "../support/browser";
import { useSiteAndBrowser } from "../support/site-browser";
import { startSmtp, type TestSmtp } from "../support/smtp";

/**
 * Both quote forms as a visitor uses them, with JavaScript on and off: the request
 * ends on /Thanku, is stored and mailed; mistakes keep the values and explain
 * themselves next to the fields; a send failure says so with the phone number.
 */
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.stop();
});
// Its own server: it reads the leads in its database and the mail they sent.
// A request waits 1 s (not the default 5 s) for a database another program holds: the same refusal, sooner.
const suite = useSiteAndBrowser(() => ({
  SMTP_URL: smtp.url,
  QUOTE_RATE_LIMIT: "0",
  SQLITE_BUSY_TIMEOUT_MS: "1000",
  ...OWNER_ENV,
}));

function openDb(readonly = true) {
  return new Database(path.join(suite.site.dataDir, "site.db"), { readonly, fileMustExist: true });
}
function storedLead(name: string) {
  const db = openDb();
  try {
    return db
      .prepare("select name, phone_number, email, message, source, is_spam from quote_requests where name = ?")
      .get(name) as
      | { name: string; phone_number: string; email: string | null; message: string; source: string; is_spam: number }
      | undefined;
  } finally {
    db.close();
  }
}
async function waitForMail(subject: string) {
  const deadline = Date.now() + 20_000;
  while (!smtp.messages.some((m) => m.subject === subject)) {
    if (Date.now() > deadline) throw new Error(`no mail "${subject}"`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The two forms: the contact page's and the footer's (visited from another page). */
const forms = [
  { source: "contact", path: "/contact_us", region: (p: Page) => p.getByRole("region", { name: "Request a quote" }) },
  { source: "footer", path: "/about_us", region: (p: Page) => p.getByRole("region", { name: "Lets Talk" }) },
] as const;

const EMAIL_LABEL = "E-mail (optional)";
const EMAIL_INVALID = "Enter an e-mail address like name@example.com, or leave it empty.";

async function fill(form: Locator, values: { name: string; phone: string; message: string; email?: string }) {
  await form.getByLabel("Your name").fill(values.name);
  await form.getByLabel("Phone number").fill(values.phone);
  if (values.email !== undefined) await form.getByLabel(EMAIL_LABEL).fill(values.email);
  await form.getByLabel("How can we help?").fill(values.message);
}

/** HTTP error statuses the tests provoke on purpose; Chromium reports them as console errors. */
const expectedStatus = (e: string) => /status of (400|503)/.test(e);

/**
 * A tab at `route`; with JavaScript, once the page has hydrated. (Sent before that, a form
 * posts as it does without JavaScript, which the "off" tests cover: the "on" tests are about
 * what the script adds.)
 */
async function openAt(route: string, js: boolean) {
  const tab = await openTab(suite.browser, DESKTOP, { javaScriptEnabled: js });
  await tab.page.goto(suite.site.url + route);
  if (js) await waitForHydration(tab.page);
  return tab;
}

for (const js of [true, false]) {
  describe(`quote forms with JavaScript ${js ? "on" : "off"}`, () => {
    for (const form of forms) {
      it(`the ${form.source} form ends on /Thanku, stores the lead and mails it`, async () => {
        const { page, consoleErrors } = await openAt(form.path, js);
        const region = form.region(page);
        const name = `Visitor ${form.source} js-${js} <b>${Date.now()}</b>`;
        const local = `visitor.${form.source}.${js ? "js" : "nojs"}`;
        await fill(region, {
          name,
          phone: "+91 98765 00000",
          message: "Need an app.\nSecond line & more",
          email: ` ${local}@Example.COM `,
        });
        await region.getByRole("button", { name: "Send message" }).click();
        await page.waitForURL(`${suite.site.url}/Thanku`);
        await expect
          .poll(() => page.getByRole("heading", { level: 1 }).textContent())
          .toBe("Thank You for Reaching Out");

        expect(storedLead(name)).toEqual({
          name,
          phone_number: "+91 98765 00000",
          // Trimmed, and only the domain lower-cased.
          email: `${local}@example.com`,
          message: "Need an app.\nSecond line & more",
          source: form.source,
          is_spam: 0,
        });
        await waitForMail(`New quote request from ${name}`);
        const mail = smtp.messages.find((m) => m.subject === `New quote request from ${name}`)!;
        expect(mail.html).toContain("&lt;b&gt;");
        // Sales reply straight to the visitor.
        expect(mail.replyTo?.value.map((a) => a.address)).toEqual([`${local}@example.com`]);
        expect(mail.text).toContain(`E-mail:   ${local}@example.com`);
        expect(mail.html).toContain(`href="mailto:${local}@example.com"`);

        if (js) {
          // The footer form stays on screen across the navigation: it has been cleared.
          const footer = page.getByRole("region", { name: "Lets Talk" });
          await expect.poll(() => footer.getByLabel("Your name").inputValue()).toBe("");
          expect(await footer.getByLabel("How can we help?").inputValue()).toBe("");
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        }
        expect(consoleErrors).toEqual([]);
        await page.close();
      });

      it(`the ${form.source} form keeps the values and ties each error to its field`, async () => {
        const { page, consoleErrors } = await openAt(form.path, js);
        // Only spaces pass the browser's `required` check but not the server's.
        await fill(form.region(page), { name: "   ", phone: "98765 11111", message: "Kept message" });
        await form.region(page).getByRole("button", { name: "Send message" }).click();

        // Without JavaScript the answer is the contact page; with it, the same form in place.
        const where = js ? form.region(page) : forms[0].region(page);
        if (!js) await page.waitForURL(`${suite.site.url}/contact_us`);
        const nameField = where.getByLabel("Your name");
        await expect.poll(() => nameField.getAttribute("aria-invalid")).toBe("true");
        const describedBy = await nameField.getAttribute("aria-describedby");
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Please enter your name.");
        expect(await where.getByRole("alert").textContent()).toContain("Please check the highlighted fields");
        expect(await where.getByLabel("Phone number").inputValue()).toBe("98765 11111");
        expect(await where.getByLabel("How can we help?").inputValue()).toBe("Kept message");
        expect(await where.getByLabel("Phone number").getAttribute("aria-invalid")).toBeNull();
        if (js) {
          expect(page.url()).toBe(suite.site.url + form.path);
          expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
        }
        expect(consoleErrors.filter((e) => !expectedStatus(e))).toEqual([]);
        await page.close();
      });
    }

    for (const form of forms) {
      it(`the ${form.source} form explains an e-mail address it cannot use, beside the field, keeping what was typed`, async () => {
        const { page, consoleErrors } = await openAt(form.path, js);
        const name = `Bad mail ${form.source} ${js}`;
        // The browser's own type="email" check lets "name@host" through; the server asks for a dot in the domain.
        await fill(form.region(page), { name, phone: "98765 22222", message: "Kept message", email: "asha@example" });
        await form.region(page).getByRole("button", { name: "Send message" }).click();

        const where = js ? form.region(page) : forms[0].region(page);
        if (!js) await page.waitForURL(`${suite.site.url}/contact_us`);
        const emailField = where.getByLabel(EMAIL_LABEL);
        await expect.poll(() => emailField.getAttribute("aria-invalid")).toBe("true");
        const describedBy = (await emailField.getAttribute("aria-describedby"))!.split(" ");
        const described = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
        expect(described).toEqual(["So we can send you a written quote.", EMAIL_INVALID]);
        expect(await emailField.inputValue()).toBe("asha@example");
        expect(await where.getByLabel("Your name").inputValue()).toBe(name);
        expect(await where.getByLabel("Your name").getAttribute("aria-invalid")).toBeNull();
        expect(await where.getByRole("alert").textContent()).toContain("Please check the highlighted fields");
        if (js) expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
        expect(storedLead(name)).toBeUndefined();
        expect(consoleErrors.filter((e) => !expectedStatus(e))).toEqual([]);
        await page.close();
      });
    }

    it("a request that cannot be stored says so politely and offers the phone number", async () => {
      const { page, consoleErrors } = await openAt("/contact_us", js);
      const region = forms[0].region(page);
      const name = `Locked out ${js}`;
      await fill(region, { name, phone: "12345", message: "Please call" });
      // The database is unavailable: another writer holds it until the server gives up.
      const lock = openDb(false);
      lock.exec("BEGIN EXCLUSIVE");
      try {
        await region.getByRole("button", { name: "Send message" }).click();
        const alert = forms[0].region(page).getByRole("alert");
        await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toContain("could not send your request");
        expect(await alert.getByRole("link", { name: "+91 98765 43210" }).getAttribute("href")).toBe(
          "tel:+919876543210",
        );
        expect(await forms[0].region(page).getByLabel("How can we help?").inputValue()).toBe("Please call");
      } finally {
        lock.exec("ROLLBACK");
        lock.close();
      }
      expect(page.url()).toBe(`${suite.site.url}/contact_us`);
      expect(storedLead(name)).toBeUndefined();
      expect(consoleErrors.filter((e) => !expectedStatus(e))).toEqual([]);
      await page.close();
    });
  });
}

describe("contact and thank-you pages", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`/contact_us has its title, labelled fields and contact methods at ${viewport.width}px`, async () => {
      const { page, consoleErrors } = await openTab(suite.browser, viewport);
      await page.goto(`${suite.site.url}/contact_us`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Let's Talk");
      const form = forms[0].region(page);
      for (const [label, placeholder] of [
        ["Your name", "Name"],
        ["Phone number", "Phone No."],
        ["How can we help?", "Message"],
      ]) {
        const field = form.getByLabel(label!);
        expect(await field.getAttribute("placeholder")).toBe(placeholder);
        expect(await field.getAttribute("required")).not.toBeNull();
      }
      // The optional e-mail field, after the phone number, with its help line.
      const email = form.getByLabel(EMAIL_LABEL);
      expect(await email.getAttribute("required")).toBeNull();
      expect(await email.getAttribute("type")).toBe("email");
      expect(await email.getAttribute("inputmode")).toBe("email");
      expect(await email.getAttribute("autocomplete")).toBe("email");
      expect(await email.getAttribute("maxlength")).toBe("254");
      const help = await email.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${help}"]`).textContent()).toBe("So we can send you a written quote.");
      expect(
        await form
          .locator("input:not([type=hidden]):not([tabindex='-1']), textarea")
          .evaluateAll((els) => els.map((e) => e.getAttribute("name"))),
      ).toEqual(["name", "phone_number", "email", "message"]);
      const methods = page.getByRole("complementary", { name: "Other ways to reach us" });
      expect(await methods.getByRole("link", { name: "+91 98765 43210" }).getAttribute("href")).toBe(
        "tel:+919876543210",
      );
      expect(await methods.getByRole("link", { name: "sales@example.com" }).getAttribute("href")).toBe(
        "mailto:sales@example.com",
      );
      // The honeypot is out of reach for people: hidden from assistive tech and the tab order.
      const honeypot = page.locator('input[name="company_website"]').first();
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // axe on the page at both widths: tests/e2e/a11y-pages-*.test.ts.
      expect(consoleErrors).toEqual([]);
      await page.close();
    });

    it(`/contact_us with field errors has no axe violations at ${viewport.width}px`, async () => {
      // axe needs JavaScript in the page; the error state renders the same either way.
      const { page } = await openTab(suite.browser, viewport);
      await page.goto(`${suite.site.url}/contact_us`);
      await fill(forms[0].region(page), { name: " ", phone: " ", message: " " });
      await forms[0].region(page).getByRole("button", { name: "Send message" }).click();
      await expect.poll(() => forms[0].region(page).locator('[aria-invalid="true"]').count()).toBe(3);
      await expectNoAxeViolations(page);
      await page.close();
    });

    it(`/Thanku says what happens next and leads back at ${viewport.width}px`, async () => {
      const { page, consoleErrors } = await openTab(suite.browser, viewport);
      await page.goto(`${suite.site.url}/Thanku`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Thank You for Reaching Out");
      expect(await page.getByRole("heading", { name: "What happens next" }).count()).toBe(1);
      const main = page.getByRole("main");
      expect(await main.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
      expect(await main.getByRole("link", { name: "Explore our services" }).getAttribute("href")).toBe("/services");
      expect(await main.getByRole("link", { name: "+91 98765 43210" }).getAttribute("href")).toBe("tel:+919876543210");
      // axe on the page at both widths: tests/e2e/a11y-pages-*.test.ts.
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }

  it("the inbox shows a lead's e-mail address as a mailto: link, and a lead without one without it", async () => {
    const send = (fields: Record<string, string>) =>
      fetch(`${suite.site.url}/contact_us`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: suite.site.url },
        body: new URLSearchParams({
          phone_number: "98765 33333",
          message: "Inbox check",
          source: "contact",
          ...fields,
        }),
      });
    expect((await send({ name: "Inbox Mailer", email: "inbox.mailer@Example.org" })).status).toBe(303);
    expect((await send({ name: "Inbox Phoner", email: "" })).status).toBe(303);
    const { cookie } = await signInHttp(suite.site.url, OWNER);
    const withMail = await getAs(suite.site.url, "/admin?q=Inbox+Mailer", cookie);
    expect(withMail.status).toBe(200);
    expect(withMail.text).toMatch(/<a href="mailto:inbox\.mailer@example\.org"[^>]*>inbox\.mailer@example\.org<\/a>/);
    // Found by its e-mail address too.
    expect((await getAs(suite.site.url, "/admin?q=inbox.mailer%40", cookie)).text).toContain("Inbox Mailer");
    const without = await getAs(suite.site.url, "/admin?q=Inbox+Phoner", cookie);
    const row = /<tr[^>]*id="lead-\d+"[\s\S]*?<\/tr>/.exec(without.text)?.[0];
    expect(row).toContain("Inbox Phoner");
    expect(row).not.toContain("mailto:");
  });

  it("a filled honeypot looks like success but is stored as spam and never mailed", async () => {
    const res = await fetch(`${suite.site.url}/contact_us`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: suite.site.url },
      body: new URLSearchParams({
        name: "Spam Bot",
        phone_number: "1",
        message: "buy",
        company_website: "http://x",
        source: "footer",
      }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/Thanku");
    expect(storedLead("Spam Bot")).toMatchObject({ is_spam: 1, source: "footer" });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.some((m) => m.subject?.includes("Spam Bot"))).toBe(false);
  });
});
