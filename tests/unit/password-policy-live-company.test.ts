import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password-hash";
import { checkPassword } from "#server/accounts/password-policy";
import { loadConfig } from "#server/config";
import { type Services, createServices } from "#server/services";
import { COMPANY_ID, shippedRecords } from "#shared/content/editable";

/**
 * Issue 37, finding 3: the policy knew only the shipped company name, so after the company
 * was renamed in Company details a password made of the new name passed. It now reads the
 * name as published, and the site's host name, at every check.
 */
const WEAK = "This password is too easy to guess. Add more words or characters that are not in a pattern.";
const CURRENT = "plain-unused-password-1";

describe("a password built from the company's current name or the site's host", () => {
  let dataDir: string;
  let s: Services;
  let acting: Parameters<Services["signIn"]["changePassword"]>[0];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "live-company-"));
    s = await createServices(
      loadConfig({ DATA_DIR: dataDir, SITE_URL: "https://www.orbitalquill.in", LOG_LEVEL: "silent" }),
      { logger: pino({ level: "silent" }) },
    );
    const user = await s.users.create({
      email: "asha@example.com",
      displayName: "Asha",
      role: "owner",
      passwordHash: await hashPassword(CURRENT),
    });
    acting = { user: user!, ip: "198.51.100.7" };
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const change = (next: string) => s.signIn.changePassword(acting, { current: CURRENT, next });

  it("is accepted before the company takes that name, and refused once it is published", async () => {
    const company = shippedRecords("company").get(COMPANY_ID) as Record<string, unknown>;
    // Passes while the company is still called by its shipped name (checked without changing anything).
    expect(checkPassword("Kestrel Forge Labs 2025!")).toEqual({ ok: true });

    const published = await s.content.publish(
      "company",
      COMPANY_ID,
      { version: 0 },
      { label: "owner", id: 1 },
      {
        ...company,
        name: "Kestrel Forge Labs",
      },
    );
    expect(published.ok).toBe(true);
    expect(s.content.live().site.company.name).toBe("Kestrel Forge Labs");

    for (const password of [
      "Kestrel Forge Labs 2025!",
      "KestrelForgeLabs2025",
      "kestrelforgelabs-1234",
      "KESTREL-forge-labs-99",
    ]) {
      expect(await change(password), password).toEqual({ ok: false, errors: { next: WEAK } });
    }
  });

  it("refuses the site's host name with digits, with or without its dots", async () => {
    for (const password of ["orbitalquill2025!", "www.orbitalquill.in-2024", "OrbitalQuill#1234"]) {
      expect(await change(password), password).toEqual({ ok: false, errors: { next: WEAK } });
    }
  });

  it("still accepts a strong password that has nothing to do with either", async () => {
    expect(await change("copper-meadow-signal-lantern")).toEqual({ ok: true, value: undefined });
  });
});
