import { describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
} from "#server/accounts/recovery-codes";

const SYMBOLS = "23456789abcdefghjkmnpqrstuvwxyz";

describe("recovery codes", () => {
  it("makes ten distinct codes of look-alike-free symbols with at least 60 bits each", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4})+$/);
      expect(code).not.toMatch(/[01oli]/);
      const symbols = code.replace(/-/g, "");
      expect(symbols.length * Math.log2(SYMBOLS.length)).toBeGreaterThanOrEqual(60);
    }
  });

  it("uses every symbol of the alphabet and nothing else", () => {
    const seen = new Set(Array.from({ length: 20 }, newRecoveryCodes).flat().join("").replace(/-/g, ""));
    expect([...seen].sort().join("")).toBe(SYMBOLS);
  });

  it("hashes with SHA-256 after normalising case, spaces and dashes", () => {
    const h = hashRecoveryCode("k7qp-3m9x-2hdf-a8zr");
    // echo -n k7qp3m9x2hdfa8zr | sha256sum
    expect(h).toBe("8cd2c0e7f7115aa87fcba92e1b8f92268557ebcfdf3883801569aaa74b9b05a7");
    for (const typed of ["K7QP-3M9X-2HDF-A8ZR", " k7qp 3m9x 2hdf a8zr ", "k7qp3m9x2hdfa8zr", "k7qp--3m9x-2hdf-a8zr"]) {
      expect(hashRecoveryCode(typed)).toBe(h);
    }
    expect(hashRecoveryCode("k7qp-3m9x-2hdf-a8zs")).not.toBe(h);
  });

  it("finds the index of the matching hash, or -1", () => {
    const codes = newRecoveryCodes();
    const hashes = codes.map(hashRecoveryCode);
    codes.forEach((code, i) => expect(matchRecoveryCode(code.toUpperCase(), hashes)).toBe(i));
    expect(matchRecoveryCode("aaaa-bbbb-cccc-dddd", hashes)).toBe(-1);
    expect(matchRecoveryCode("", hashes)).toBe(-1);
    expect(matchRecoveryCode(codes[0]!, [])).toBe(-1);
    // A damaged stored hash is skipped, not fatal.
    expect(matchRecoveryCode(codes[1]!, ["xyz", hashes[1]!])).toBe(1);
  });
});
