import { type AppLoadContext, redirect } from "react-router";
import type { User } from "#server/accounts/users";
import { type FlashNotice, newCsrfToken } from "#server/accounts/sessions";
import { ADMIN_HEADERS, commitSession, destroySession, getSession } from "../auth.server";
import { adminCopy } from "../labels";

/**
 * Starting sessions. A new session id is made at every step up (password accepted,
 * second factor accepted), so an id planted before sign-in is worthless after it.
 */

/**
 * Where each role starts, after sign-in and at /admin: the section it works in. Owners and
 * sales start in the leads inbox (/admin), editors in the content they edit, the hiring role
 * in the hiring inbox.
 */
export function homeFor(user: Pick<User, "role">): string {
  const homes: Partial<Record<User["role"], string>> = { editor: "/admin/content", hiring: "/admin/hiring" };
  return homes[user.role] ?? "/admin";
}

/** A new, unsaved session with its own CSRF token and this request's device and address. */
async function freshSession(request: Request, context: AppLoadContext) {
  const session = await context.services.sessions.storage.getSession();
  session.set("csrf", newCsrfToken());
  session.set("device", request.headers.get("user-agent") ?? "");
  session.set("ip", context.clientIp);
  return session;
}

/** The full session: signed in as `user`, then on to `next`. */
export async function startSession(
  request: Request,
  context: AppLoadContext,
  user: User,
  next: string,
  notice?: FlashNotice,
): Promise<Response> {
  const old = await getSession(request, context);
  const headers = new Headers(ADMIN_HEADERS);
  if (old.id) headers.append("Set-Cookie", await destroySession(old, request, context));
  const session = await freshSession(request, context);
  session.set("userId", user.id);
  if (notice) session.flash("notice", notice);
  headers.append("Set-Cookie", await commitSession(session, request, context));
  const to = next === "/admin" ? homeFor(user) : next;
  return redirect(to, { status: 303, headers });
}

/** Password accepted, second factor next: a short-lived session that grants nothing else. */
export async function startPendingSession(
  request: Request,
  context: AppLoadContext,
  user: User,
  next: string,
): Promise<Response> {
  const session = await freshSession(request, context);
  session.set("pendingUserId", user.id);
  session.set("next", next);
  return redirect("/admin/login/two-factor", {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": await commitSession(session, request, context) },
  });
}

/** "15 minutes", "1 minute". */
function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} ${n === 1 ? "minute" : "minutes"}`;
}

function seconds(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 1000));
  return `${n} ${n === 1 ? "second" : "seconds"}`;
}

/** The text and status of a refused attempt. */
export function refusal(
  reason: "wrong" | "locked" | "slow",
  retryAfterMs = 0,
  wrongText: string = adminCopy.login.wrongPassword,
) {
  if (reason === "locked") {
    return {
      text: adminCopy.login.locked.replace("{minutes}", minutes(retryAfterMs)),
      status: 429,
      retryAfter: Math.ceil(retryAfterMs / 1000),
    };
  }
  if (reason === "slow") {
    return {
      text: adminCopy.login.slow.replace("{seconds}", seconds(retryAfterMs)),
      status: 429,
      retryAfter: Math.ceil(retryAfterMs / 1000),
    };
  }
  return { text: wrongText, status: 401, retryAfter: 0 };
}
