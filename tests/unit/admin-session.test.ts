import { describe, expect, it } from "vitest";
import {
  RevokedSessions,
  SESSION_TTL_MS,
  clearSessionCookieHeader,
  csrfToken,
  csrfTokenMatches,
  deriveSessionKey,
  newSession,
  passwordMatches,
  readCookie,
  sessionCookieHeader,
  signSession,
  verifySession,
} from "../../app/lib/admin-session.server";

const key = deriveSessionKey("correct horse battery staple");
const now = Date.UTC(2025, 0, 31, 9, 0, 0);

describe("admin password check", () => {
  it("accepts only the exact password, whatever the lengths", () => {
    expect(passwordMatches("correct horse battery staple", "correct horse battery staple")).toBe(true);
    expect(passwordMatches("correct horse battery stapl", "correct horse battery staple")).toBe(false);
    expect(passwordMatches("Correct horse battery staple", "correct horse battery staple")).toBe(false);
    expect(passwordMatches("", "correct horse battery staple")).toBe(false);
    expect(passwordMatches("x".repeat(10_000), "correct horse battery staple")).toBe(false);
  });
});

describe("admin session cookie", () => {
  it("round-trips a signed session until it expires", () => {
    const session = newSession(now);
    expect(session.exp).toBe(now + SESSION_TTL_MS);
    const value = signSession(session, key);
    expect(verifySession(value, key, now)).toEqual({ ok: true, session });
    expect(verifySession(value, key, session.exp - 1).ok).toBe(true);
    expect(verifySession(value, key, session.exp)).toEqual({ ok: false, reason: "expired" });
  });

  it("rejects a missing, malformed or tampered cookie", () => {
    const value = signSession(newSession(now), key);
    const [payload, mac] = value.split(".") as [string, string];
    expect(verifySession(undefined, key, now)).toEqual({ ok: false, reason: "missing" });
    expect(verifySession("", key, now)).toEqual({ ok: false, reason: "missing" });
    expect(verifySession("garbage", key, now).ok).toBe(false);
    expect(verifySession(`${payload}.${mac}.x`, key, now).ok).toBe(false);
    // A later expiry written into the payload breaks the signature.
    const forged = Buffer.from(JSON.stringify({ sid: "a".repeat(22), exp: now + 10 * SESSION_TTL_MS })).toString("base64url");
    expect(verifySession(`${forged}.${mac}`, key, now)).toEqual({ ok: false, reason: "invalid" });
    const flipped = mac.slice(0, -1) + (mac.endsWith("A") ? "B" : "A");
    expect(verifySession(`${payload}.${flipped}`, key, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is signed out everywhere when the password changes", () => {
    const value = signSession(newSession(now), key);
    expect(verifySession(value, deriveSessionKey("another password here"), now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("writes an HttpOnly, SameSite=Lax cookie under /admin, Secure only on HTTPS", () => {
    const plain = sessionCookieHeader("v", { secure: false, maxAgeSeconds: 28_800 });
    expect(plain).toBe("admin_session=v; Path=/admin; Max-Age=28800; HttpOnly; SameSite=Lax");
    expect(sessionCookieHeader("v", { secure: true, maxAgeSeconds: 60 })).toMatch(/; Secure$/);
    expect(clearSessionCookieHeader(false)).toMatch(/^admin_session=; Path=\/admin; Max-Age=0; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970/);
  });

  it("reads one cookie from a Cookie header", () => {
    expect(readCookie("a=1; admin_session=abc.def; b=2", "admin_session")).toBe("abc.def");
    expect(readCookie("xadmin_session=1", "admin_session")).toBeUndefined();
    expect(readCookie(null, "admin_session")).toBeUndefined();
    expect(readCookie("admin_session=", "admin_session")).toBe("");
  });
});

describe("CSRF token", () => {
  it("is bound to the session and the key", () => {
    const a = newSession(now);
    const b = newSession(now);
    const token = csrfToken(a, key);
    expect(csrfTokenMatches(token, a, key)).toBe(true);
    expect(csrfTokenMatches(token, b, key)).toBe(false);
    expect(csrfTokenMatches(token, a, deriveSessionKey("another password here"))).toBe(false);
    expect(csrfTokenMatches("", a, key)).toBe(false);
    expect(csrfTokenMatches(null, a, key)).toBe(false);
    expect(csrfTokenMatches(`${token}x`, a, key)).toBe(false);
  });
});

describe("signed-out sessions", () => {
  it("stay refused until they would have expired anyway", () => {
    const revoked = new RevokedSessions();
    const s = newSession(now, 1000);
    expect(revoked.has(s, now)).toBe(false);
    revoked.revoke(s, now);
    expect(revoked.has(s, now + 999)).toBe(true);
    expect(revoked.has(s, now + 1000)).toBe(false);
    expect(revoked.has(newSession(now), now)).toBe(false);
  });

  it("hold a bounded number of entries", () => {
    const revoked = new RevokedSessions(3);
    const sessions = [1, 2, 3, 4].map(() => newSession(now));
    for (const s of sessions) revoked.revoke(s, now);
    expect(revoked.has(sessions[0]!, now)).toBe(false);
    expect(sessions.slice(1).every((s) => revoked.has(s, now))).toBe(true);
  });
});
