// Decides whether a new password is acceptable, following NIST SP 800-63B:
// a minimum length, no composition rules, but a refusal of passwords that are
// known, repeated or easy to guess. Every refusal says what to do instead.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { site } from "#shared/content/site";

export const MIN_PASSWORD_LENGTH = 12;
// The upper bound keeps a huge input from reaching the (deliberately slow) hash.
export const MAX_PASSWORD_LENGTH = 256;

// Examples printed in docs/deploy.md: someone copying them verbatim must be stopped.
export const DOCUMENTED_PLACEHOLDERS: readonly string[] = ["change-me-to-a-long-passphrase"];

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

// zxcvbn scores 0..4; 3 is "safely unguessable" against online and slow-hash offline attacks.
const MIN_SCORE = 3;

// The company's names and its e-mail domain (shared/content/site.ts): whoever holds an
// account here, these are an attacker's first guesses.
const SITE_WORDS: readonly string[] = [
  site.company.name,
  site.company.legalName,
  site.company.shortName,
  ...site.company.emails.map((email) => email.split("@")[1] ?? ""),
];

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
const TOO_EASY = "This password is too easy to guess. Add more words or characters that are not in a pattern.";

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

  const inputs = userInputs([...SITE_WORDS, ...related]);
  if (zxcvbn.check(scored(password), inputs).score < MIN_SCORE) return refuse(TOO_EASY);
  // Those words are an attacker's first guesses and cost them almost nothing, yet zxcvbn
  // credits the length they add ("Reptile-Technologies-2024" scores 4): what is left without
  // them must be hard to guess on its own.
  const rest = withoutWords(lowered, inputs);
  if (rest !== lowered && zxcvbn.check(scored(rest), inputs).score < MIN_SCORE) return refuse(TOO_EASY);
  return { ok: true };
}

// zxcvbn runs on the server's own thread and its matching grows faster than the text (a
// crafted 256-character password took ~0.2 s): it scores the first 100 characters, as its
// authors advise; a password that long is not short of guesses.
const SCORED_CHARACTERS = 100;
const scored = (password: string) => [...password].slice(0, SCORED_CHARACTERS).join("");

// `password` (lower case) with every occurrence of the words taken out, longest first.
function withoutWords(password: string, words: string[]): string {
  let rest = password;
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join("");
  return rest;
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
