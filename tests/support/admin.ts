import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { BrowserContext, Page } from "playwright-core";
import { hashPassword } from "#server/accounts/password-hash";
import type { Role } from "#server/db/schema";

/**
 * Back-office helpers for tests: sign in as a person does (labels and buttons), or
 * over plain HTTP for tests that exercise the server's answers directly.
 */

export const OWNER = { email: "owner@example.com", password: "correct-horse-battery-staple" } as const;

/** The environment that creates the owner account at start. */
export const OWNER_ENV = { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } as const;

/**
 * Signs a browser page in and opens the page the sign-in leads to (the person's start page, or
 * the second-factor form). The form is posted over HTTP with the browser's own user agent and its
 * cookies (session, known browser) are given to the page's context: a test of something else
 * need not load and hydrate the sign-in page each time. The sign-in form itself is tested through
 * the page in admin.test.ts ("refuses a wrong password … signs in with the right one").
 */
export async function signInPage(page: Page, base: string, who: { email: string; password: string } = OWNER) {
  const signIn = await signInHttp(base, who, {
    "user-agent": await page.evaluate(() => navigator.userAgent),
    cookie: (await page.context().cookies(base)).map((c) => `${c.name}=${c.value}`).join("; "),
  });
  if (signIn.status !== 303 && signIn.status !== 302)
    throw new Error(`sign-in as ${who.email} answered ${signIn.status}`);
  const cookies = signIn.setCookies.map((line) => cookieFrom(line, base));
  // A cookie being cleared (empty, or expired) is left out: the context has none of it to clear.
  await page
    .context()
    .addCookies(cookies.filter((c) => c.value !== "" && (c.expires === -1 || c.expires > Date.now() / 1000)));
  await page.goto(new URL(signIn.location ?? "/admin", base).href);
}

/** A Set-Cookie line as Playwright's cookie, for the site at `base`. */
function cookieFrom(line: string, base: string) {
  const [pair, ...attributes] = line.split(";").map((part) => part.trim());
  const at = pair!.indexOf("=");
  const attribute = (name: string) =>
    attributes.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.split("=")[1];
  const has = (name: string) => attributes.some((a) => a.toLowerCase() === name.toLowerCase());
  const maxAge = attribute("Max-Age");
  const expires = maxAge !== undefined ? Date.now() / 1000 + Number(maxAge) : attribute("Expires");
  const sameSite = attribute("SameSite")?.toLowerCase();
  return {
    name: pair!.slice(0, at),
    value: pair!.slice(at + 1),
    domain: new URL(base).hostname,
    path: attribute("Path") ?? "/",
    expires: typeof expires === "string" ? Date.parse(expires) / 1000 : (expires ?? -1),
    httpOnly: has("HttpOnly"),
    secure: has("Secure"),
    sameSite: sameSite === "strict" ? ("Strict" as const) : sameSite === "none" ? ("None" as const) : ("Lax" as const),
  };
}

export async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "admin_session");
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** "admin_session=…" from a response's Set-Cookie, or undefined. */
export function sessionFrom(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const m = /^(admin_session=[^;]*)/.exec(line);
    if (m && m[1] !== "admin_session=") return m[1];
  }
  return undefined;
}

export type HttpSignIn = {
  status: number;
  cookie?: string;
  /** Every Set-Cookie line of the answer (the session, the browser's known accounts…). */
  setCookies: string[];
  location: string | null;
  retryAfter: number;
  text: string;
};

/** Posts the sign-in form as a browser of our own origin would (optionally from a forwarded address). */
export async function signInHttp(
  base: string,
  who: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<HttpSignIn> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams({ email: who.email, password: who.password }).toString(),
  });
  return {
    status: res.status,
    cookie: sessionFrom(res),
    setCookies: res.headers.getSetCookie(),
    location: res.headers.get("location"),
    retryAfter: Number(res.headers.get("retry-after") ?? 0),
    text: await res.text(),
  };
}

/** GET with a session cookie; returns status, location and body. */
export async function getAs(base: string, path: string, cookie?: string) {
  const res = await fetch(base + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

/** The CSRF token of a signed-in page (every back-office form carries it). */
export async function csrfOf(base: string, cookie: string, path = "/admin/profile"): Promise<string> {
  const { text } = await getAs(base, path, cookie);
  const m = /name="csrf" value="([^"]+)"/.exec(text);
  if (!m) throw new Error(`no csrf token on ${path}`);
  return m[1]!;
}

/** Posts a back-office form with the session and its CSRF token, from our own origin. */
export async function postAs(
  base: string,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  csrf?: string,
) {
  const token = csrf ?? (await csrfOf(base, cookie));
  const res = await fetch(base + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "sec-fetch-site": "same-origin",
      cookie,
    },
    body: new URLSearchParams({ csrf: token, ...fields }).toString(),
  });
  return {
    status: res.status,
    location: res.headers.get("location"),
    text: await res.text(),
    cookie: sessionFrom(res),
  };
}

/** How a test lets a sign-in slow-down of `ms` pass (`endSlowDowns`, or a sleep). */
export type LetSlowDownPass = (ms: number) => Promise<void>;

/**
 * Makes every running sign-in slow-down of a site end now, in its database (the site's
 * SQLite file in `dataDir`, or a PostgreSQL URL), as if its seconds had passed; locks stay.
 * The server reads the throttle from the database on each guess, so the next one is let
 * through: the same path as after a real wait, without the test sleeping 1 + 2 + 4 s per
 * lockout.
 */
export function endSlowDowns(database: { dataDir: string } | { url: string }): LetSlowDownPass {
  const past = new Date(0).toISOString();
  return async () => {
    if ("dataDir" in database) {
      const db = new SQLite(path.join(database.dataDir, "site.db"), { fileMustExist: true });
      try {
        db.prepare("update login_throttle set next_allowed_at = ?").run(past);
      } finally {
        db.close();
      }
    } else {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query("update login_throttle set next_allowed_at = $1", [past]);
      } finally {
        await client.end();
      }
    }
  };
}

/**
 * Signs in over HTTP, letting the slow-down between guesses (a 429 with a short Retry-After)
 * pass the way a patient person would; a lockout (long Retry-After) is returned. `slowDowns`
 * lists the Retry-After seconds it met on the way.
 */
export async function signInPatiently(
  base: string,
  who: { email: string; password: string },
  headers: Record<string, string>,
  letPass: LetSlowDownPass,
): Promise<HttpSignIn & { slowDowns: number[] }> {
  const slowDowns: number[] = [];
  for (;;) {
    const result = await signInHttp(base, who, headers);
    if (result.status !== 429 || result.retryAfter > 60) return { ...result, slowDowns };
    slowDowns.push(result.retryAfter);
    await letPass(result.retryAfter * 1000 + 50);
  }
}

/**
 * Accounts of other roles in a running site's SQLite file, as accepted invitations
 * leave them; each named `${label} ${role}`.
 */
export async function addAccounts(
  dataDir: string,
  people: Partial<Record<Role, { email: string; password: string }>>,
  label: string,
) {
  const db = new SQLite(path.join(dataDir, "site.db"));
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      "insert into admin_users (email, display_name, role, password_hash, password_changed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const [role, who] of Object.entries(people))
      insert.run(who.email, `${label} ${role}`, role, await hashPassword(who.password), now, now, now);
  } finally {
    db.close();
  }
}
