// Time-based one-time passwords (RFC 6238) for two-factor sign-in. Six digits,
// 30-second steps and HMAC-SHA-1: the only combination every authenticator app
// supports. otplib's sync functions (default Noble crypto plugin) compute the codes;
// the step window and replay rule live here so they are explicit and tested.
import { timingSafeEqual } from "node:crypto";
import { generateSecret, generateSync, generateURI } from "otplib";
import { lazyImport } from "../lazy-import";

const loadQrCode = lazyImport(() => import("qrcode").then((m) => m.default));

const PERIOD_SECONDS = 30;
const DIGITS = 6;
// One step either side tolerates phone clocks that are up to ~30 s off.
const DRIFT_STEPS = 1;

/** A new base32 secret of 160 bits (the RFC 4226 recommended HMAC-SHA-1 key length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(opts: { secret: string; account: string; issuer: string }): string {
  return generateURI({
    issuer: opts.issuer,
    label: opts.account,
    secret: opts.secret,
    algorithm: "sha1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The URI as an inline SVG QR code (dark modules in the site's slate-900). */
export async function totpQrSvg(uri: string): Promise<string> {
  return (await loadQrCode()).toString(uri, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
    color: { dark: "#0F172AFF", light: "#FFFFFFFF" },
  });
}

/** The code for the step that contains `now` (milliseconds since the epoch). */
export function totpCode(secret: string, now: number = Date.now()): string {
  return codeForStep(secret, stepAt(now));
}

export type TotpVerdict = { ok: true; step: number } | { ok: false };

/**
 * Checks a code typed by the user. On success the caller stores `step` and passes it
 * back as `lastUsedStep` next time, so an observed code cannot be used twice.
 */
export function verifyTotp(opts: {
  secret: string;
  code: string;
  now?: number;
  lastUsedStep?: number | null;
}): TotpVerdict {
  const code = opts.code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return { ok: false };

  const current = stepAt(opts.now ?? Date.now());
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Compare against every step in the window, without stopping early, in constant time.
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (opts.lastUsedStep != null && step <= opts.lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(codeForStep(opts.secret, step)), given)) matched = step;
  }
  return matched === null ? { ok: false } : { ok: true, step: matched };
}

function stepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS);
}

function codeForStep(secret: string, step: number): string {
  return generateSync({
    secret,
    algorithm: "sha1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    epoch: step * PERIOD_SECONDS,
  });
}
