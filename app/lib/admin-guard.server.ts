import { type AppLoadContext, data, redirect } from "react-router";
import { clientKey } from "../../server/rate-limit";
import { type Flash, flashCookieHeader } from "./admin-flash.server";
import { safeReturnTo } from "./admin-filter.server";
import { LoginThrottle } from "./admin-lockout.server";
import { readLimitedText } from "./request-body.server";
import {
  SESSION_COOKIE,
  type Session,
  type SessionKey,
  RevokedSessions,
  clearSessionCookieHeader,
  csrfToken,
  csrfTokenMatches,
  deriveSessionKey,
  readCookie,
  verifySession,
} from "./admin-session.server";

/**
 * The gate in front of every inbox address: switched off without ADMIN_PASSWORD,
 * signed-in only, never indexed or cached, and form posts only from our own pages.
 */

/** Every inbox response: kept out of search engines and out of every cache. */
export const ADMIN_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
} as const;

/** Process-wide state of the sign-in (one server process serves the inbox). */
export const loginThrottle = new LoginThrottle();
export const revokedSessions = new RevokedSessions();

export type AdminSettings = { password: string; key: SessionKey; siteUrl: string };

let cachedKey: { password: string; key: SessionKey } | undefined;

/** The inbox settings, or null when ADMIN_PASSWORD is not set (the inbox does not exist). */
export function adminSettings(context: AppLoadContext): AdminSettings | null {
  const password = context.services?.config?.ADMIN_PASSWORD;
  if (!password) return null;
  if (cachedKey?.password !== password) cachedKey = { password, key: deriveSessionKey(password) };
  return { password, key: cachedKey.key, siteUrl: context.services.config.SITE_URL };
}

/** For page routes: a 404 drawn by the branded error page when the inbox is off. */
export function requireAdminPage(context: AppLoadContext): AdminSettings {
  const settings = adminSettings(context);
  if (!settings) throw data(null, { status: 404, statusText: "Not Found" });
  return settings;
}

/** For resource routes (export, form targets): a plain 404 when the inbox is off. */
export function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The key for the lockout: the client address (an IPv6 client by its /64 network). */
export function throttleKey(context: AppLoadContext): string {
  return clientKey(context.clientIp || "unknown");
}

/**
 * HTTPS as the visitor sees it: SITE_URL says so, or the request arrived over TLS
 * (behind a trusted proxy, React Router's URL already reflects X-Forwarded-Proto).
 */
export function isHttps(request: Request, settings: AdminSettings): boolean {
  return settings.siteUrl.startsWith("https:") || new URL(request.url).protocol === "https:";
}

export type SignedIn = { session: Session; csrf: string; settings: AdminSettings };

/** The valid, unrevoked session of this request, if any. */
export function currentSession(request: Request, settings: AdminSettings, now = Date.now()): Session | null {
  const result = verifySession(readCookie(request.headers.get("cookie"), SESSION_COOKIE), settings.key, now);
  if (!result.ok || revokedSessions.has(result.session, now)) return null;
  return result.session;
}

/** The sign-in page address that comes back to `next` afterwards (and says why, when a session ended). */
export function loginUrl(next?: string, reason?: "expired"): string {
  const params = new URLSearchParams();
  if (next && next !== "/admin") params.set("next", next);
  if (reason) params.set("reason", reason);
  const query = params.toString();
  return query ? `/admin/login?${query}` : "/admin/login";
}

/**
 * The signed-in session, or a redirect to the sign-in page (clearing a cookie that
 * is expired, tampered with or signed out, so the browser stops sending it).
 */
export function requireSession(request: Request, settings: AdminSettings, next?: string): SignedIn {
  const session = currentSession(request, settings);
  if (session) return { session, csrf: csrfToken(session, settings.key), settings };
  const headers = new Headers(ADMIN_HEADERS);
  const hadCookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE) !== undefined;
  if (hadCookie) headers.append("Set-Cookie", clearSessionCookieHeader(isHttps(request, settings)));
  throw redirect(loginUrl(next, hadCookie ? "expired" : undefined), { status: 303, headers });
}

/**
 * Whether a POST comes from one of our own pages. Browsers send Origin with every
 * POST and Sec-Fetch-Site with every request; a request that carries neither is
 * not a browser form of ours and is refused too.
 */
export function isSameOriginPost(request: Request, settings: AdminSettings): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const own = new Set([new URL(request.url).origin, settings.siteUrl]);
    if (!own.has(origin)) return false;
  }
  return site !== null || origin !== null;
}

export function forbidden(message: string): Response {
  return new Response(message, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...ADMIN_HEADERS },
  });
}

/** Largest admin form body: a token, a status and a return address. */
const FORM_LIMIT = 8 * 1024;

/** Reads a small urlencoded form, or null when it is too large or of another type. */
export async function readSmallForm(request: Request, limit = FORM_LIMIT): Promise<URLSearchParams | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  const text = await readLimitedText(request, limit);
  return text === null ? null : new URLSearchParams(text);
}

export type AdminPost = { form: URLSearchParams; signedIn: SignedIn; secure: boolean };

/** The :id of a lead route, or null when it is not a positive integer. */
export function leadIdParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** After a lead action: 303 back to the filtered list the form came from, at that lead, with a flash message. */
export function backToLead(post: AdminPost, id: number, flash: Flash): Response {
  return redirect(`${safeReturnTo(post.form.get("returnTo"))}#lead-${id}`, {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": flashCookieHeader(flash, post.secure) },
  });
}

/**
 * The checks every inbox form post passes, in this order: inbox switched on (else 404),
 * sent from our own pages (else 403), signed in (else to the sign-in page), a small
 * urlencoded body (else 400), and the session's CSRF token (else 403).
 * Returns the form, or the response that refuses it.
 */
export async function guardAdminPost(request: Request, context: AppLoadContext): Promise<AdminPost | Response> {
  const settings = adminSettings(context);
  if (!settings) return notFound();
  if (!isSameOriginPost(request, settings)) return forbidden("Refused: this form can only be sent from the leads inbox itself.");
  const session = currentSession(request, settings);
  if (!session) {
    const hadCookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE) !== undefined;
    return redirect(loginUrl(undefined, hadCookie ? "expired" : undefined), { status: 303, headers: ADMIN_HEADERS });
  }
  const form = await readSmallForm(request);
  if (!form) {
    return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", ...ADMIN_HEADERS } });
  }
  if (!csrfTokenMatches(form.get("csrf"), session, settings.key)) {
    return forbidden("Refused: the form's security token is missing or out of date. Reload the inbox and try again.");
  }
  return {
    form,
    signedIn: { session, csrf: csrfToken(session, settings.key), settings },
    secure: isHttps(request, settings),
  };
}

/** GET on a form target: the inbox when it is on, a 404 when it is off. */
export function formTargetLoader(context: AppLoadContext): Response {
  if (!adminSettings(context)) return notFound();
  return redirect("/admin", { status: 303, headers: ADMIN_HEADERS });
}
