import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "#server/accounts/password-hash";

describe("password hashing", () => {
  it("makes an argon2id PHC string with OWASP's parameters and a fresh salt", async () => {
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const h = await hashPassword("correct horse battery staple");
    expect(await verifyPassword(h, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(h, "correct horse battery stapler")).toBe(false);
    expect(await verifyPassword(h, "")).toBe(false);
  });

  it.each([
    "",
    "not a hash",
    "$argon2id$v=19$m=19456,t=2,p=1$",
    "$2b$12$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234",
  ])("returns false, without throwing, for the malformed hash %j", async (malformed) => {
    expect(await verifyPassword(malformed, "whatever")).toBe(false);
  });

  it("always answers false against the dummy hash", async () => {
    expect(await verifyAgainstDummy("correct horse battery staple")).toBe(false);
    expect(await verifyAgainstDummy("dummy password for unknown accounts")).toBe(false);
  });

  it("asks for a rehash only when the parameters differ from the current ones", async () => {
    expect(needsRehash(await hashPassword("correct horse battery staple"))).toBe(false);
    const weaker = await hash("correct horse battery staple", { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(weaker).toMatch(/^\$argon2id\$v=19\$m=4096,t=3,p=1\$/);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash("not a hash")).toBe(true);
  });
});
