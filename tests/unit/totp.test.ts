import { describe, expect, it } from "vitest";
import { newTotpSecret, totpCode, totpQrSvg, totpUri, verifyTotp } from "#server/accounts/totp";

// RFC 6238 appendix B: the SHA-1 key is the ASCII string "12345678901234567890".
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const STEP_MS = 30_000;

describe("totpCode", () => {
  // The RFC gives 8-digit codes; six digits are their last six.
  it.each([
    [59, "287082"], // 94287082
    [1111111109, "081804"], // 07081804
    [1111111111, "050471"], // 14050471
    [1234567890, "005924"], // 89005924
    [2000000000, "279037"], // 69279037
  ])("matches RFC 6238's SHA-1 vector at T = %i s", (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });
});

describe("verifyTotp", () => {
  const now = 1111111109 * 1000;
  const step = Math.floor(now / STEP_MS);

  it("accepts the current code and returns its step", () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: "081804", now })).toEqual({ ok: true, step });
  });

  it.each([
    [-1, true],
    [1, true],
    [-2, false],
    [2, false],
  ])("with the code from %i steps away: %s", (offset, ok) => {
    const code = totpCode(RFC_SECRET, now + offset * STEP_MS);
    expect(verifyTotp({ secret: RFC_SECRET, code, now })).toEqual(
      ok ? { ok: true, step: step + offset } : { ok: false },
    );
  });

  it("ignores spaces in the code", () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: " 081 804 ", now }).ok).toBe(true);
  });

  it.each(["", "08180", "0818040", "08180a", "081-804", "０８１８０４", "81804 ", "+81804", "1e5000"])(
    "refuses %j, which is not six digits",
    (code) => {
      expect(verifyTotp({ secret: RFC_SECRET, code, now })).toEqual({ ok: false });
    },
  );

  it("refuses a wrong code", () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: "081805", now })).toEqual({ ok: false });
  });

  it("refuses a code whose step was already used (replay)", () => {
    const first = verifyTotp({ secret: RFC_SECRET, code: "081804", now });
    expect(first).toEqual({ ok: true, step });
    const lastUsedStep = first.ok ? first.step : null;
    expect(verifyTotp({ secret: RFC_SECRET, code: "081804", now, lastUsedStep })).toEqual({ ok: false });
    // Still refused a few seconds later, within the drift window.
    expect(verifyTotp({ secret: RFC_SECRET, code: "081804", now: now + STEP_MS, lastUsedStep })).toEqual({ ok: false });
    // An earlier step's code is refused too, the next step's code accepted.
    const previous = totpCode(RFC_SECRET, now - STEP_MS);
    expect(verifyTotp({ secret: RFC_SECRET, code: previous, now, lastUsedStep })).toEqual({ ok: false });
    const next = totpCode(RFC_SECRET, now + STEP_MS);
    expect(verifyTotp({ secret: RFC_SECRET, code: next, now: now + STEP_MS, lastUsedStep })).toEqual({
      ok: true,
      step: step + 1,
    });
  });

  it("treats a null lastUsedStep as never used", () => {
    expect(verifyTotp({ secret: RFC_SECRET, code: "081804", now, lastUsedStep: null }).ok).toBe(true);
  });
});

describe("secrets, URIs and QR codes", () => {
  it("makes 160-bit base32 secrets that verify their own codes", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 32 × 5 bits = 160 bits
    expect(newTotpSecret()).not.toBe(secret);
    expect(verifyTotp({ secret, code: totpCode(secret) }).ok).toBe(true);
  });

  it("builds an otpauth:// URI with the issuer and account", () => {
    const uri = new URL(totpUri({ secret: RFC_SECRET, account: "alice@example.com", issuer: "Acme Builders" }));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Acme Builders:alice@example.com");
    expect(uri.searchParams.get("secret")).toBe(RFC_SECRET);
    expect(uri.searchParams.get("issuer")).toBe("Acme Builders");
    // Absent parameters mean SHA-1, 6 digits, 30 s; if present they must say so.
    expect(uri.searchParams.get("algorithm") ?? "SHA1").toBe("SHA1");
    expect(uri.searchParams.get("digits") ?? "6").toBe("6");
    expect(uri.searchParams.get("period") ?? "30").toBe("30");
  });

  it("renders the URI as an SVG QR code with dark slate modules on white", async () => {
    const svg = await totpQrSvg(totpUri({ secret: RFC_SECRET, account: "alice@example.com", issuer: "Acme" }));
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg.toLowerCase()).toContain("#0f172a");
    expect(svg.toLowerCase()).toContain("#ffffff");
  });
});
