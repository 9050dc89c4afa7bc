import { describe, expect, it } from "vitest";
import { totpCode } from "#server/accounts/totp";
import { useAdminSiteWithMail } from "../support/admin-browser";
import { OWNER, csrfOf, endSlowDowns, getAs, postAs, signInHttp, signInPage, signInPatiently } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations } from "../support/browser";
import { waitForTransitions } from "../support/a11y";

/**
 * The account flows as people go through them in a real browser: an owner invites a
 * colleague, who accepts from the e-mail (read back from a real SMTP server); a
 * forgotten password is reset from its e-mail; two-factor is set up and used to sign
 * in with a code computed here. Then every back-office page is checked with axe at
 * phone and desktop widths.
 */

const COLLEAGUE = { email: "asha.flows@example.com", name: "Asha Verma", password: "tamarind-kite-harbour-19" };
const NEW_PASSWORD = "monsoon-ledger-orbit-63";

const { suite, mail, open, linkFrom } = useAdminSiteWithMail();

describe("accounts in the browser", () => {
  it("an owner invites a colleague, who joins from the e-mail and signs in", async () => {
    const owner = await open();
    await signInPage(owner.page, suite.site.url);
    await owner.page.getByRole("link", { name: "Users" }).click();
    await owner.page.waitForURL(`${suite.site.url}/admin/users`);
    const invite = owner.page.getByRole("region", { name: "Invite someone" });
    await invite.getByLabel("E-mail address").fill(COLLEAGUE.email);
    await invite.getByLabel("Role").selectOption("sales");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect
      .poll(() => owner.page.getByRole("status").first().textContent())
      .toContain(`Invitation sent to ${COLLEAGUE.email}`);
    expect(
      await owner.page
        .getByRole("table", { name: /Invitations waiting/ })
        .getByRole("row", { name: new RegExp(COLLEAGUE.email) })
        .count(),
    ).toBe(1);

    const link = await linkFrom(COLLEAGUE.email, /invited/);
    const colleague = await open(PHONE);
    await colleague.page.goto(link);
    expect(await colleague.page.getByRole("heading", { level: 1 }).textContent()).toBe("Join the back office");
    // A weak password is refused beside its field, and nothing is created.
    await colleague.page.getByLabel("Your name").fill(COLLEAGUE.name);
    await colleague.page.getByLabel("Choose a password").fill("password1234");
    await colleague.page.getByRole("button", { name: "Create my account" }).click();
    const passwordField = colleague.page.getByLabel("Choose a password");
    await expect.poll(() => passwordField.getAttribute("aria-invalid")).toBe("true");
    expect(
      await colleague.page.getByText("This is one of the most commonly used passwords.", { exact: false }).count(),
    ).toBeGreaterThan(0);

    await passwordField.fill(COLLEAGUE.password);
    await colleague.page.getByRole("button", { name: "Create my account" }).click();
    // Signed in at once, on their role's start page (sales: the leads inbox).
    await colleague.page.waitForURL(`${suite.site.url}/admin`);
    expect(await colleague.page.getByRole("heading", { level: 1 }).textContent()).toBe("Leads");
    expect(await colleague.page.getByRole("status").first().textContent()).toContain(`Welcome, ${COLLEAGUE.name}`);
    // Sales sees the inbox and its profile, not the owner's sections.
    expect(await colleague.page.getByRole("link", { name: "Users" }).count()).toBe(0);

    // The link worked once.
    const again = await getAs(suite.site.url, new URL(link).pathname);
    expect(again.status).toBe(410);
    expect(colleague.consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it("a forgotten password is reset from the e-mail, and every old session ends", async () => {
    const before = await open();
    await signInPage(before.page, suite.site.url, COLLEAGUE);
    await before.page.waitForURL(`${suite.site.url}/admin`);

    const { page } = await open();
    await page.goto(`${suite.site.url}/admin/login`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByLabel("E-mail address").fill(COLLEAGUE.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect.poll(() => page.getByText(`If an account exists for ${COLLEAGUE.email}`).count()).toBe(1);

    // An unknown address gets exactly the same answer, and no mail.
    await page.goto(`${suite.site.url}/admin/forgot-password`);
    await page.getByLabel("E-mail address").fill("nobody.here@example.com");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect.poll(() => page.getByText("If an account exists for nobody.here@example.com").count()).toBe(1);

    const link = await linkFrom(COLLEAGUE.email, /Reset your/);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(/\/admin\/login\?reset/);
    expect(mail.smtp.messages.some((m) => JSON.stringify(m.to).includes("nobody.here"))).toBe(false);

    // The session from before the reset is gone; the new password works, the old one does not.
    await before.page.goto(`${suite.site.url}/admin`);
    expect(new URL(before.page.url()).pathname).toBe("/admin/login");
    await page.goto(`${suite.site.url}/admin/login`);
    await page.getByLabel("E-mail address").fill(COLLEAGUE.email);
    await page.getByLabel("Password").fill(COLLEAGUE.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("not correct");
    await signInPage(page, suite.site.url, { email: COLLEAGUE.email, password: NEW_PASSWORD });
    await page.waitForURL(`${suite.site.url}/admin`);
  });

  it("two-factor: set up with a code from the app, then sign in with one", async () => {
    const who = { email: COLLEAGUE.email, password: NEW_PASSWORD };
    const { page, context } = await open();
    await signInPage(page, suite.site.url, who);
    await page.goto(`${suite.site.url}/admin/profile/two-factor`);
    const secret = ((await page.locator("code").first().textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel("6-digit code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = ((await codes.first().textContent()) ?? "").trim();

    // Sign out, then in: the password alone is not enough any more.
    await context.clearCookies();
    await signInPage(page, suite.site.url, who);
    await page.waitForURL(`${suite.site.url}/admin/login/two-factor`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Two-factor sign-in");
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByLabel("Code").getAttribute("aria-invalid")).toBe("true");
    // The code of the next 30-second step is fresh (the set-up used the current one).
    await page.getByLabel("Code").fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${suite.site.url}/admin`);

    // A recovery code works once.
    await context.clearCookies();
    await signInPage(page, suite.site.url, who);
    await page.getByLabel("Code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${suite.site.url}/admin`);
    expect(await page.getByRole("status").first().textContent()).toContain("9 codes are left");
    await context.clearCookies();
    await signInPage(page, suite.site.url, who);
    await page.getByLabel("Code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect.poll(() => page.getByLabel("Code").getAttribute("aria-invalid")).toBe("true");
  });

  it("the audit log shows each of these actions, with who and from where", async () => {
    const { page } = await open();
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/audit`);
    const table = page.getByRole("table").first();
    for (const label of [
      "Invitation sent",
      "Invitation accepted",
      "Password reset requested",
      "Password reset by e-mail link",
      "Two-factor turned on",
      "Recovery code used",
      "Signed in",
      "Sign-in failed",
    ]) {
      expect(await table.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    }
    expect(await table.getByText("127.0.0.1").count()).toBeGreaterThan(0);
  });
});

describe("the audit log records every kind of action", () => {
  it("sign-ins, failures, lockouts, invitations, roles, revocations, lead changes, retries and exports", async () => {
    const owner = (await signInHttp(suite.site.url, OWNER)).cookie!;
    const csrf = await csrfOf(suite.site.url, owner);
    const colleague = (
      await signInPatiently(
        suite.site.url,
        { email: COLLEAGUE.email, password: NEW_PASSWORD },
        {},
        endSlowDowns(suite.site),
      )
    ).status;
    expect([303, 429]).toContain(colleague);
    // A lockout: five wrong guesses for one address from here.
    for (let i = 0; i < 5; i++)
      await signInPatiently(
        suite.site.url,
        { email: "ghost.account@example.com", password: `wrong-${i}-guess` },
        {},
        endSlowDowns(suite.site),
      );
    await postAs(
      suite.site.url,
      "/admin/users",
      owner,
      { intent: "invite", email: "ravi.audit@example.com", role: "editor" },
      csrf,
    );
    const colleagueId = /\/admin\/users\/(\d+)"[^>]*>Asha Verma/.exec(
      (await getAs(suite.site.url, "/admin/users", owner)).text,
    )?.[1];
    expect(colleagueId).toBeDefined();
    await postAs(suite.site.url, `/admin/users/${colleagueId}`, owner, { intent: "role", role: "editor" }, csrf);
    await postAs(suite.site.url, `/admin/users/${colleagueId}`, owner, { intent: "revoke-all" }, csrf);
    await fetch(`${suite.site.url}/laravel_website/api/website_send_email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Audit lead", phone_number: "+91 90000 77777", message: "Audit me" }),
    });
    const leadId = /id="lead-(\d+)"/.exec((await getAs(suite.site.url, "/admin", owner)).text)?.[1];
    await postAs(
      suite.site.url,
      `/admin/leads/${leadId}/status`,
      owner,
      { status: "contacted", returnTo: "/admin" },
      csrf,
    );
    await mail.smtp.stop();
    await fetch(`${suite.site.url}/laravel_website/api/website_send_email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Audit retry", phone_number: "+91 90000 88888", message: "Retry me" }),
    });
    const retryId = /id="lead-(\d+)"/.exec((await getAs(suite.site.url, "/admin", owner)).text)?.[1];
    // "Retry now" while the mail waits for its next attempt. Only a waiting mail is retried (and
    // audited); with SMTP down an attempt lasts a moment, but a click can land in it: click again.
    const retries = async () =>
      (await getAs(suite.site.url, "/admin/audit.csv", owner)).text.split(",lead.mail_retried,").length;
    const before = await retries();
    for (let click = 0; click < 10; click++) {
      await postAs(suite.site.url, `/admin/leads/${retryId}/retry`, owner, { returnTo: "/admin" }, csrf);
      if ((await retries()) !== before) break;
    }
    await mail.smtp.start();
    expect((await getAs(suite.site.url, "/admin/leads.csv", owner)).status).toBe(200);
    await postAs(suite.site.url, `/admin/leads/${leadId}/erase`, owner, { returnTo: "/admin" }, csrf);
    expect((await getAs(suite.site.url, "/admin/audit.csv", owner)).status).toBe(200);

    const csv = (await getAs(suite.site.url, "/admin/audit.csv", owner)).text;
    for (const action of [
      "auth.sign_in",
      "auth.sign_in_failed",
      "auth.lockout",
      "user.invited",
      "user.role_changed",
      "session.revoked",
      "lead.stage_changed",
      "lead.mail_retried",
      "leads.exported",
      "lead.erased",
      "audit.exported",
    ]) {
      expect(csv, action).toMatch(new RegExp(`,${action.replace(".", "\\.")},`));
    }
    // Who, from where: the owner's address and name on the owner's actions.
    expect(csv).toMatch(
      /,owner@example\.com,user\.invited,Invitation sent,ravi\.audit@example\.com,[^\r]*,127\.0\.0\.1,Owner,[^\r]*\r?$/m,
    );
    // The erased lead is named by number only.
    expect(csv).not.toContain("Audit lead");
    expect(csv).not.toContain("90000 77777");
  });
});

describe("every back-office page is accessible at 390 and 1366 px", () => {
  const pages = [
    "/admin/login",
    "/admin/forgot-password",
    "/admin",
    "/admin/users",
    "/admin/users/1",
    "/admin/users/1?confirm=remove",
    "/admin/profile",
    "/admin/profile/two-factor",
    "/admin/audit",
    "/admin/settings",
    "/admin/leads/{newest}/erase",
  ];
  // One load per page, audited at the phone width and again widened to the desktop one (the
  // back office is laid out by CSS alone, so a resize draws what a load at that width would).
  it("390 and 1366 px", async () => {
    await fetch(`${suite.site.url}/laravel_website/api/website_send_email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Axe lead", phone_number: "+91 90000 12345", message: "For the erase page" }),
    });
    const { page, consoleErrors } = await open(PHONE);
    let newest = "";
    for (const template of pages) {
      if (template === "/admin") await signInPage(page, suite.site.url);
      const path = template.replace("{newest}", newest);
      await page.setViewportSize(PHONE);
      const res = await page.goto(suite.site.url + path);
      if (path === "/admin")
        newest = ((await page.locator('[id^="lead-"]').first().getAttribute("id")) ?? "").replace("lead-", "");
      expect(res?.status(), path).toBe(200);
      expect(await page.getByRole("heading", { level: 1 }).count(), `one h1 on ${path}`).toBe(1);
      expect(await page.getByRole("main").count(), path).toBe(1);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await waitForTransitions(page);
        await expectNoAxeViolations(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `no sideways scroll on ${path} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      }
    }
    // The phone menu opens from the top bar and lists the sections.
    await page.setViewportSize(PHONE);
    await page.goto(`${suite.site.url}/admin/profile`);
    await page.getByText("Menu", { exact: true }).click();
    expect(
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).isVisible(),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("is usable by keyboard: skip link, then the sections, with a visible focus ring", async () => {
    const { page } = await open(DESKTOP);
    await signInPage(page, suite.site.url);
    await page.goto(`${suite.site.url}/admin/users`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.goto(`${suite.site.url}/admin/users`);
    const seen: string[] = [];
    // Through the sidebar's sections, however many the owner has, to the last of them.
    for (let i = 0; i < 20 && seen.at(-1) !== "Your profile"; i++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          text: el.textContent?.trim() ?? "",
          outline: style.outlineStyle !== "none" && style.outlineWidth !== "0px",
        };
      });
      if (i > 0) expect(focus.outline, `focus ring on ${focus.text}`).toBe(true);
      seen.push(focus.text);
    }
    expect(seen).toEqual(expect.arrayContaining(["Leads", "Users", "Audit log", "Settings", "Your profile"]));
  });
});
