import { describe, expect, it } from "vitest";
import {
  DOCUMENTED_PLACEHOLDERS,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  checkPassword,
} from "#server/accounts/password-policy";

const TOO_SHORT = "Use at least 12 characters.";
const COMMON = "This is one of the most commonly used passwords. Choose another one.";
const WEAK = "This password is too easy to guess. Add more words or characters that are not in a pattern.";

describe("checkPassword", () => {
  it.each([
    ["aaaaaaaaaaaa", "Do not repeat a single character. Choose a password with different characters."],
    [" ".repeat(12), "Enter a password that is not only spaces."],
    ["\t \n ", "Enter a password that is not only spaces."],
    ["", "Enter a password that is not only spaces."],
    ["short", TOO_SHORT],
    ["password1234", COMMON],
    ["Password1234!", COMMON],
    ["qwertyuiop12", COMMON],
    ["111111111111", "Do not repeat a single character. Choose a password with different characters."],
    [
      "change-me-to-a-long-passphrase",
      "This is the example password from the documentation. Choose your own password.",
    ],
    [
      "  Change-Me-To-A-Long-Passphrase ",
      "This is the example password from the documentation. Choose your own password.",
    ],
    ["Dragon123456", COMMON],
    ["abcdefghijkl", WEAK],
    ["123456789012", COMMON],
    ["abcdef123456", WEAK],
    ["zxcvbnmasdfg", WEAK],
    ["x".repeat(MAX_PASSWORD_LENGTH) + "y", `Use at most ${MAX_PASSWORD_LENGTH} characters.`],
  ])("refuses %j", (password, message) => {
    expect(checkPassword(password)).toEqual({ ok: false, message });
  });

  it.each(["correct horse battery staple", "Tr4ck-leads-by-the-river", "mango-umbrella-42-kettle"])(
    "accepts %j",
    (password) => {
      expect(checkPassword(password)).toEqual({ ok: true });
    },
  );

  it("gives every refusal as a sentence that ends with a period", () => {
    for (const p of ["", "short", "aaaaaaaaaaaa", "password1234", "abcdefghijkl", DOCUMENTED_PLACEHOLDERS[0]!]) {
      const verdict = checkPassword(p);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("counts Unicode code points, not UTF-16 units", () => {
    // Six emoji are twelve UTF-16 units but only six characters.
    const emoji = "🦊🌲🐝🚲🌵🍵";
    expect(emoji.length).toBe(MIN_PASSWORD_LENGTH);
    expect(checkPassword(emoji)).toEqual({ ok: false, message: TOO_SHORT });
    // 256 characters of which some are astral (two units each) are still within the limit.
    const long = "🦊" + "correct horse battery staple ".repeat(9).slice(0, MAX_PASSWORD_LENGTH - 1);
    expect([...long].length).toBe(MAX_PASSWORD_LENGTH);
    expect(long.length).toBe(MAX_PASSWORD_LENGTH + 1);
    expect(checkPassword(long)).toEqual({ ok: true });
  });

  it("treats a password made of the user's e-mail and name as weak", () => {
    const related = ["alice.smith@example.com", "Alice Smith"];
    expect(checkPassword("alicesmith2024", related)).toEqual({ ok: false, message: WEAK });
    expect(checkPassword("alice.smith@example.com", related)).toEqual({ ok: false, message: WEAK });
    expect(checkPassword("mango-umbrella-42-kettle", related)).toEqual({ ok: true });
  });
});
