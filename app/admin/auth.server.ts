import { timingSafeEqual } from "node:crypto";
import { type AppLoadContext, data, redirect } from "react-router";
import { type Permission, can } from "#server/accounts/roles";
import { type AdminSession, type FlashNotice, newCsrfToken } from "#server/accounts/sessions";
import { type User, publicUser } from "#server/accounts/users";
import { readLimitedText } from "#app/lib/request-body.server";

/**
 * The gate in front of every back-office address. In this order:
 * 1. the back office exists (some account does), else 404;
 * 2. for a POST: sent from our own pages (Origin / Sec-Fetch-Site), else 403;
 * 3. a live session in the database, else to the sign-in page;
 * 4. two-factor set up when the owner requires it, else to its set-up page;
 * 5. the account's role, read from the database at this request, has the
 *    permission the route names, else 403;
 * 6. for a POST: a small urlencoded body carrying the session's CSRF token.
 * Routes call `requireUser` (loaders) or `requirePost` (actions) with their permission.
 */

/** Every back-office response: kept out of search engines and out of every cache. */
export const ADMIN_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
} as const;

/** The signed-in account at this request. */
export type Signed = {
  user: User;
  session: AdminSession;
  /** The session's row id (to tell "this device" among the sessions). */
  sessionId: string;
  csrf: string;
  /** Serve the cookie with Secure (HTTPS as the visitor sees it). */
  secure: boolean;
  ip: string;
  userAgent: string | null;
  /** The session data changed at this request (a CSRF token was made) and must be saved. */
  changed: boolean;
};

export type SignedPost = Signed & { form: URLSearchParams };

/** Largest back-office form body. */
const FORM_LIMIT = 16 * 1024;

/** 404 (branded page) when the back office does not exist. */
export function requireBackOffice(context: AppLoadContext) {
  const services = context.services;
  if (!services?.backOfficeEnabled())
    throw data(null, { status: 404, statusText: "Not Found", headers: ADMIN_HEADERS });
  return services;
}

/**
 * HTTPS as the visitor sees it: SITE_URL says so, or the request arrived over TLS
 * (behind a trusted proxy, the request URL already reflects X-Forwarded-Proto).
 */
export function isHttps(request: Request, context: AppLoadContext): boolean {
  return context.services.config.SITE_URL.startsWith("https:") || new URL(request.url).protocol === "https:";
}

export async function getSession(request: Request, context: AppLoadContext): Promise<AdminSession> {
  return context.services.sessions.storage.getSession(request.headers.get("cookie"));
}

/** Set-Cookie for a changed session (flash messages, sign-in). */
export async function commitSession(session: AdminSession, request: Request, context: AppLoadContext): Promise<string> {
  return context.services.sessions.storage.commitSession(session, { secure: isHttps(request, context) });
}

export async function destroySession(
  session: AdminSession,
  request: Request,
  context: AppLoadContext,
): Promise<string> {
  return context.services.sessions.storage.destroySession(session, { secure: isHttps(request, context) });
}

/** The sign-in page address that comes back to `next` afterwards (and says why, when a session ended). */
export function loginUrl(next?: string, reason?: "expired"): string {
  const params = new URLSearchParams();
  if (next && next !== "/admin") params.set("next", next);
  if (reason) params.set("reason", reason);
  const query = params.toString();
  return query ? `/admin/login?${query}` : "/admin/login";
}

function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)admin_session=/.test(request.headers.get("cookie") ?? "");
}

/** The signed-in account of this request, or undefined (no gate, no redirect). */
export async function currentUser(
  request: Request,
  context: AppLoadContext,
): Promise<{ user: User; session: AdminSession } | undefined> {
  const session = await getSession(request, context);
  const userId = session.get("userId");
  if (typeof userId !== "number") return undefined;
  const secrets = await context.services.users.findById(userId);
  if (!secrets) return undefined;
  return { user: publicUser(secrets), session };
}

/** The 403 page: signed in, but this role may not do that. */
export function forbiddenPage(): never {
  throw data(
    { message: "Your role does not give you access to this page. Ask an owner if you need it." },
    { status: 403, statusText: "Forbidden", headers: ADMIN_HEADERS },
  );
}

type RequireOptions = {
  /** Where to come back to after signing in (defaults to this address for GETs). */
  next?: string;
  /** The two-factor set-up page itself must be reachable while two-factor is required. */
  allowWithoutRequiredTwoFactor?: boolean;
  /** Largest form body accepted (content records are larger than account forms). */
  formLimit?: number;
};

/**
 * For loaders: the signed-in account holding `permission` (any signed-in account
 * when omitted), or a thrown redirect/404/403.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  permission?: Permission,
  options: RequireOptions = {},
): Promise<Signed> {
  const services = requireBackOffice(context);
  const found = await currentUser(request, context);
  if (!found) {
    const url = new URL(request.url);
    const next = options.next ?? (request.method === "GET" ? url.pathname + url.search : undefined);
    const headers = new Headers(ADMIN_HEADERS);
    const hadCookie = hasSessionCookie(request);
    if (hadCookie) {
      // An ended, revoked or forged session: tell the browser to drop the cookie.
      const session = await getSession(request, context);
      headers.append("Set-Cookie", await destroySession(session, request, context));
    }
    throw redirect(loginUrl(next, hadCookie ? "expired" : undefined), { status: 303, headers });
  }
  const { user, session } = found;
  if (!user.twoFactor && !options.allowWithoutRequiredTwoFactor && (await services.settings.get()).requireTwoFactor) {
    throw redirect("/admin/profile/two-factor?required", { status: 303, headers: ADMIN_HEADERS });
  }
  if (permission && !can(user.role, permission)) forbiddenPage();
  let csrf = session.get("csrf");
  const changed = typeof csrf !== "string";
  if (typeof csrf !== "string") {
    csrf = newCsrfToken();
    session.set("csrf", csrf);
  }
  return {
    user,
    session,
    sessionId: session.id,
    csrf,
    secure: isHttps(request, context),
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    changed,
  };
}

/**
 * Whether a POST comes from one of our own pages. Browsers send Origin with every
 * POST and Sec-Fetch-Site with every request; a request with neither is not a
 * browser form of ours and is refused too.
 */
export function isSameOriginPost(request: Request, context: AppLoadContext): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const own = new Set([new URL(request.url).origin, context.services.config.SITE_URL]);
    if (!own.has(origin)) return false;
  }
  return site !== null || origin !== null;
}

export function plainResponse(status: number, text: string, headers: HeadersInit = {}): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...ADMIN_HEADERS, ...headers },
  });
}

/** Reads a small urlencoded form, or null when it is too large or of another type. */
export async function readForm(request: Request, limit = FORM_LIMIT): Promise<URLSearchParams | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) return null;
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  const text = await readLimitedText(request, limit);
  return text === null ? null : new URLSearchParams(text);
}

/** Whether a form's CSRF token is the session's (constant time; a token's length is not secret). */
export function csrfMatches(given: unknown, expected: unknown): boolean {
  if (typeof given !== "string" || typeof expected !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * For actions: every check of `requireUser`, plus same origin, a small urlencoded
 * body and the CSRF token. Refusals are thrown as plain responses (403/400) or the
 * sign-in redirect.
 */
export async function requirePost(
  request: Request,
  context: AppLoadContext,
  permission?: Permission,
  options: RequireOptions = {},
): Promise<SignedPost> {
  requireBackOffice(context);
  if (!isSameOriginPost(request, context)) {
    throw plainResponse(403, "Refused: this form can only be sent from the back office itself.");
  }
  const signed = await requireUser(request, context, permission, { next: options.next ?? "/admin", ...options });
  const form = await readForm(request, options.formLimit);
  if (!form) throw plainResponse(400, "Bad request: a small HTML form was expected.");
  if (!csrfMatches(form.get("csrf"), signed.csrf)) {
    throw plainResponse(
      403,
      "Refused: the form's security token is missing or out of date. Reload the page and try again.",
    );
  }
  return { ...signed, form };
}

/** A GET on an address that only takes form posts: back to a page. */
export function postOnly(context: AppLoadContext, to = "/admin"): Response {
  requireBackOffice(context);
  return redirect(to, { status: 303, headers: ADMIN_HEADERS });
}

export type Notice = FlashNotice;

/** Post/redirect/get with a one-time notice for the next page (kept in the session). */
export async function redirectWithNotice(
  to: string,
  signed: Signed,
  notice: Notice,
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  signed.session.flash("notice", notice);
  return redirect(to, {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": await commitSession(signed.session, request, context) },
  });
}

/**
 * Headers for a loader's answer: ADMIN_HEADERS, plus the session cookie when the
 * session changed (a flash read, a CSRF token made), and the notice it carried.
 */
export async function pageHeaders(
  signed: Signed,
  request: Request,
  context: AppLoadContext,
): Promise<{ headers: Headers; notice?: Notice }> {
  const notice = signed.session.get("notice");
  const headers = new Headers(ADMIN_HEADERS);
  // Saved only when something changed: a notice read once, or a new CSRF token.
  if (notice || signed.changed) headers.append("Set-Cookie", await commitSession(signed.session, request, context));
  return { headers, notice };
}

/** The caller fields the account service wants. */
export function acting(signed: Signed) {
  return { user: signed.user, sessionId: signed.sessionId, ip: signed.ip, userAgent: signed.userAgent };
}
