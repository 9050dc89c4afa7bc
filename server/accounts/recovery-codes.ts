// One-time recovery codes: the way back in when the authenticator phone is lost.
// Shown once at set-up, stored only as hashes, each usable once (the caller
// deletes the matched hash).
import { createHash, randomInt, timingSafeEqual } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;

// Lowercase letters and digits without the look-alikes 0/o, 1/l/i: 31 symbols.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
// 16 symbols × log2(31) ≈ 79 bits. (Three groups of four would be only 59.5 bits.)
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

function newRecoveryCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = "";
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

// SHA-256, not a password hash: the codes are random with ~79 bits of entropy, far
// beyond brute force even with a fast hash, unlike human-chosen passwords.
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(normalised).digest("hex");
}

/** Index in `hashes` of the hash that matches `code`, or -1. */
export function matchRecoveryCode(code: string, hashes: string[]): number {
  const given = Buffer.from(hashRecoveryCode(code));
  let found = -1;
  // No early exit and constant-time comparison: timing says nothing about which hash is close.
  hashes.forEach((stored, index) => {
    const candidate = Buffer.from(stored.toLowerCase());
    if (candidate.length === given.length && timingSafeEqual(candidate, given) && found === -1) found = index;
  });
  return found;
}
