// Decides whether a new password is acceptable, following NIST SP 800-63B:
// a minimum length, no composition rules, but a refusal of passwords that are
// known, repeated or easy to guess. Every refusal says what to do instead.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 12;
// The upper bound keeps a huge input from reaching the (deliberately slow) hash.
export const MAX_PASSWORD_LENGTH = 256;

// Examples printed in docs/deploy.md: someone copying them verbatim must be stopped.
export const DOCUMENTED_PLACEHOLDERS: readonly string[] = ["change-me-to-a-long-passphrase"];

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

// zxcvbn scores 0..4; 3 is "safely unguessable" against online and slow-hash offline attacks.
const MIN_SCORE = 3;

type Checker = { zxcvbn: ZxcvbnFactory; common: ReadonlySet<string> };
let checker: Checker | undefined;

// Ranking the dictionaries takes tens of milliseconds, so do it once, on first use.
function getChecker(): Checker {
  checker ??= {
    zxcvbn: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }),
    common: new Set(dictionary["passwords-common"]),
  };
  return checker;
}

const refuse = (message: string): PasswordVerdict => ({ ok: false, message });

export function checkPassword(password: string, related: string[] = []): PasswordVerdict {
  if (password.trim() === "") return refuse("Enter a password that is not only spaces.");

  // People count characters, not UTF-16 units: an emoji is one character.
  const length = codePointLength(password, MAX_PASSWORD_LENGTH + 1);
  if (length < MIN_PASSWORD_LENGTH) return refuse(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (length > MAX_PASSWORD_LENGTH) return refuse(`Use at most ${MAX_PASSWORD_LENGTH} characters.`);

  const chars = [...password];
  if (chars.every((c) => c === chars[0])) {
    return refuse("Do not repeat a single character. Choose a password with different characters.");
  }

  const lowered = password.trim().toLowerCase();
  if (DOCUMENTED_PLACEHOLDERS.some((p) => p.trim().toLowerCase() === lowered)) {
    return refuse("This is the example password from the documentation. Choose your own password.");
  }

  const { zxcvbn, common } = getChecker();
  // "Password1234!" is "password" with the usual suffix bolted on: look the stem up too.
  const stem = lowered.replace(/[\p{N}\p{P}\p{S}\s]+$/u, "");
  if (common.has(lowered) || common.has(stem)) {
    return refuse("This is one of the most commonly used passwords. Choose another one.");
  }

  if (zxcvbn.check(password, userInputs(related)).score < MIN_SCORE) {
    return refuse("This password is too easy to guess. Add more words or characters that are not in a pattern.");
  }
  return { ok: true };
}

// Counts code points, stopping once past `limit` so a megabyte of input costs little.
function codePointLength(s: string, limit: number): number {
  let n = 0;
  for (const _ of s) if (++n > limit) break;
  return n;
}

// zxcvbn matches user inputs as whole words, so "alice.smith@example.com" alone would
// not catch "alicesmith": add its parts and its letters and digits run together too.
function userInputs(related: string[]): string[] {
  const inputs = new Set<string>();
  for (const value of related) {
    const lowered = value.trim().toLowerCase();
    if (lowered === "") continue;
    inputs.add(lowered);
    const parts = lowered.split(/[^\p{L}\p{N}]+/u).filter((p) => p.length >= 3);
    for (const part of parts) inputs.add(part);
    const local = lowered.split("@")[0] ?? "";
    inputs.add(local.replace(/[^\p{L}\p{N}]+/gu, ""));
    inputs.add(parts.join(""));
  }
  inputs.delete("");
  return [...inputs];
}
