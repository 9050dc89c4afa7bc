import { describe, expect, it } from "vitest";
import { checkPassword } from "#server/accounts/password-policy";
import { ConfigError, loadConfig } from "#server/config";
import { site } from "#shared/content/site";

/**
 * The password policy knows the company's own name and domain (issue 29, finding 10a): a
 * password made of them and a year or a symbol is the first guess against this site, and is
 * refused with the policy's plain message however long it is.
 */
const WEAK = "This password is too easy to guess. Add more words or characters that are not in a pattern.";

describe("a password built on the company's name or domain", () => {
  it.each([
    "Reptile-Technologies-2024",
    "ReptileTechnologies2024!",
    "reptile.technologies.2025",
    "Reptile-2024-Reptile!",
    "Reptile-Pvt-Ltd-2024",
    "REPTILE@technologies#1",
  ])("refuses %j", (password) => {
    expect(checkPassword(password)).toEqual({ ok: false, message: WEAK });
    // The same for an account with its own e-mail and name (the back office's check).
    expect(checkPassword(password, ["owner@example.com", "Owner"])).toEqual({ ok: false, message: WEAK });
  });

  it("takes the name from the shipped content, not from a list of its own", () => {
    expect(site.company.name).toBe("Reptile Technologies");
    const domain = site.company.emails[0]!.split("@")[1]!;
    expect(checkPassword(`${domain}-2024!#`)).toEqual({ ok: false, message: WEAK });
  });

  it.each([
    "reptile-mango-umbrella-42-kettle",
    "Technologies of copper, quartz and kites",
    "correct horse battery staple",
  ])("still accepts a strong password that merely contains one of those words: %j", (password) => {
    expect(checkPassword(password)).toEqual({ ok: true });
  });

  it("applies the same rule to the account's own words", () => {
    expect(checkPassword("Alice-Smith-2024!", ["alice.smith@example.com", "Alice Smith"])).toEqual({
      ok: false,
      message: WEAK,
    });
  });
});

describe("ADMIN_PASSWORD", () => {
  const env = { ADMIN_EMAIL: "owner@kestrelforge.in", SITE_URL: "https://www.kestrelforge.in" };

  it("is refused when it is the site's domain with a year, naming the variable and not the password", () => {
    const password = "Kestrelforge-2024!";
    let error: unknown;
    try {
      loadConfig({ ...env, ADMIN_PASSWORD: password });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`ADMIN_PASSWORD: refused: ${WEAK}`);
    expect((error as Error).message).not.toContain(password);
  });

  it("is accepted when it has nothing to do with the site", () => {
    expect(loadConfig({ ...env, ADMIN_PASSWORD: "copper-meadow-signal-24" }).ADMIN_PASSWORD).toBe(
      "copper-meadow-signal-24",
    );
  });
});
