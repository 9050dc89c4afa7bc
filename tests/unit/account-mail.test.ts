import { describe, expect, it } from "vitest";
import { buildInvitationMail, buildResetMail } from "#server/mail/account-mail";

/** Issue 28: account mail names the company, never the host (which read "localhost:3000" with SITE_URL at its default). */
describe("account mail subjects", () => {
  const link = "http://localhost:3000/admin/invitation/abc";

  it("an invitation names the company and the role", () => {
    const mail = buildInvitationMail({
      to: "asha@example.com",
      inviter: "Ravi Iyer",
      role: "sales",
      link,
      company: "Reptile Technologies",
    });
    expect(mail.subject).toBe("You are invited to the Reptile Technologies back office");
    expect(mail.text.split("\n")[0]).toBe("Ravi Iyer invited you to the Reptile Technologies back office as Sales.");
    expect(mail.html).toContain("You are invited to the Reptile Technologies back office");
  });

  it("a reset link names the company", () => {
    expect(buildResetMail({ to: "asha@example.com", link, company: "Reptile Technologies" }).subject).toBe(
      "Reset your Reptile Technologies back-office password",
    );
  });

  it("a company name cannot break the header or the HTML", () => {
    const mail = buildInvitationMail({
      to: "a@example.com",
      inviter: "Owner",
      role: "editor",
      link,
      company: "Acme\r\nBcc: x@evil.test <b>",
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<b>");
    expect(buildResetMail({ to: "a@example.com", link, company: "  " }).subject).toBe(
      "Reset your company back-office password",
    );
  });
});
