import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "#server/accounts/password-hash";
import { loadConfig } from "#server/config";
import { type Services, createServices } from "#server/services";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: create the owner; a new pair resets it (the
 * way back in for a locked-out owner); the same pair at a restart changes nothing,
 * not even a password the owner has changed since.
 */
describe("the owner account from the environment", () => {
  let dataDir: string;
  const open = (password: string) =>
    createServices(
      loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: password, LOG_LEVEL: "silent" }),
      {
        logger: pino({ level: "silent" }),
      },
    );
  const hashOf = async (s: Services) => (await s.users.findByEmail("boss@example.com"))!.passwordHash;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "bootstrap-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates it, keeps it across restarts, and resets it only for a new password", async () => {
    let s = await open("first-orchid-lantern-88");
    expect(await s.users.count()).toBe(1);
    const owner = (await s.users.findByEmail("boss@example.com"))!;
    expect(owner.role).toBe("owner");
    // The owner changes their password in the back office, then the server restarts.
    await s.users.setPassword(owner.id, await hashPassword("owner-chosen-velvet-41"));
    await s.close();

    s = await open("first-orchid-lantern-88");
    expect(await verifyPassword(await hashOf(s), "owner-chosen-velvet-41")).toBe(true);
    await s.close();

    // The operator sets a new ADMIN_PASSWORD: the owner gets back in with it.
    s = await open("second-harbour-quill-27");
    expect(await verifyPassword(await hashOf(s), "second-harbour-quill-27")).toBe(true);
    const actions = (await s.audit.list({}, { limit: 10, offset: 0 })).items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["user.owner_bootstrapped", "user.owner_password_reset"]));
    await s.close();
  });
});
