import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Sign-in for the leads inbox: one shared password (ADMIN_PASSWORD), a stateless
 * signed session cookie, and a CSRF token bound to that session.
 *
 * The signing key is derived from ADMIN_PASSWORD (HKDF-SHA256), so changing the
 * password signs every session out, and a restart or a second server instance
 * keeps sessions valid without any shared store.
 */

export const SESSION_COOKIE = "admin_session";
/** The cookie is sent only to the inbox's own addresses. */
export const SESSION_COOKIE_PATH = "/admin";
/** How long a sign-in lasts; the team signs in again after a working day. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const KEY_SALT = "leads-inbox:v1";

export type SessionKey = Buffer;

/** The HMAC key for cookies and CSRF tokens of this password. */
export function deriveSessionKey(password: string): SessionKey {
  return Buffer.from(hkdfSync("sha256", password, KEY_SALT, "session-signing", 32));
}

/** Compares a typed password with the configured one without leaking where they differ or their lengths. */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

export type Session = {
  /** Random id: binds the CSRF token and lets sign-out revoke this one session. */
  sid: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
};

export function newSession(now: number, ttlMs = SESSION_TTL_MS): Session {
  return { sid: randomBytes(16).toString("base64url"), exp: now + ttlMs };
}

function mac(key: SessionKey, purpose: string, value: string): string {
  return createHmac("sha256", key).update(`${purpose}\0${value}`).digest("base64url");
}

/** Constant-time comparison of two base64url strings (a length difference is not secret: MACs have a fixed length). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `payload.mac`, where payload is base64url JSON {sid, exp}. */
export function signSession(session: Session, key: SessionKey): string {
  const payload = Buffer.from(JSON.stringify({ sid: session.sid, exp: session.exp })).toString("base64url");
  return `${payload}.${mac(key, "session", payload)}`;
}

export type VerifyResult = { ok: true; session: Session } | { ok: false; reason: "missing" | "invalid" | "expired" };

/** Checks the signature first, then the shape, then the expiry. */
export function verifySession(value: string | undefined, key: SessionKey, now: number): VerifyResult {
  if (!value) return { ok: false, reason: "missing" };
  const dot = value.indexOf(".");
  if (dot <= 0 || dot !== value.lastIndexOf(".")) return { ok: false, reason: "invalid" };
  const payload = value.slice(0, dot);
  if (!safeEqual(value.slice(dot + 1), mac(key, "session", payload))) return { ok: false, reason: "invalid" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const { sid, exp } = (parsed ?? {}) as { sid?: unknown; exp?: unknown };
  if (typeof sid !== "string" || !/^[\w-]{16,64}$/.test(sid) || typeof exp !== "number" || !Number.isFinite(exp)) {
    return { ok: false, reason: "invalid" };
  }
  if (exp <= now) return { ok: false, reason: "expired" };
  return { ok: true, session: { sid, exp } };
}

/** The CSRF token of a session: only the holder of the signing key can make it. */
export function csrfToken(session: Session, key: SessionKey): string {
  return mac(key, "csrf", session.sid);
}

export function csrfTokenMatches(given: unknown, session: Session, key: SessionKey): boolean {
  return typeof given === "string" && safeEqual(given, csrfToken(session, key));
}

/**
 * Sessions signed out before their expiry. Kept in memory until they would have
 * expired anyway: enough for one server; after a restart a signed-out cookie the
 * browser already deleted stays useless in practice.
 */
export class RevokedSessions {
  private readonly revoked = new Map<string, number>();
  constructor(private readonly maxEntries = 10_000) {}

  revoke(session: Session, now: number): void {
    this.prune(now);
    if (this.revoked.size >= this.maxEntries) {
      const oldest = this.revoked.keys().next().value;
      if (oldest !== undefined) this.revoked.delete(oldest);
    }
    this.revoked.set(session.sid, session.exp);
  }

  has(session: Session, now: number): boolean {
    const exp = this.revoked.get(session.sid);
    return exp !== undefined && exp > now;
  }

  private prune(now: number) {
    for (const [sid, exp] of this.revoked) if (exp <= now) this.revoked.delete(sid);
  }
}

type CookieOptions = { secure: boolean; maxAgeSeconds: number };

/** Set-Cookie for a session: HttpOnly, SameSite=Lax, only under /admin, Secure on HTTPS. */
export function sessionCookieHeader(value: string, { secure, maxAgeSeconds }: CookieOptions): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie that deletes the session cookie. */
export function clearSessionCookieHeader(secure: boolean): string {
  return `${sessionCookieHeader("", { secure, maxAgeSeconds: 0 })}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The value of one cookie from a Cookie header (the first one of that name). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
