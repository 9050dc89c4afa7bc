import { redirect } from "react-router";
import type { Route } from "./+types/session-revoke";
import { safeSessionReturn } from "#app/admin/accounts/sessions.server";
import {
  ADMIN_HEADERS,
  acting,
  destroySession,
  postOnly,
  redirectWithNotice,
  requirePost,
} from "#app/admin/auth.server";
import { can } from "#server/accounts/roles";

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context, "/admin/profile");
}

/**
 * Revokes one session: one's own (any role), or anyone's for an owner. The row is
 * deleted, so the device is signed out on every instance at its next request.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const post = await requirePost(request, context, undefined, { allowWithoutRequiredTwoFactor: true });
  const returnTo = safeSessionReturn(post.form.get("returnTo"));
  const sessionId = params.id ?? "";
  const owner = await context.services.sessions.ownerOf(sessionId);
  const mayRevoke = owner !== null && (owner === post.user.id || can(post.user.role, "users.manage"));
  if (!mayRevoke) {
    return redirectWithNotice(
      returnTo,
      post,
      { text: "That session has already ended.", tone: "error" },
      request,
      context,
    );
  }
  await context.services.accounts.revokeSession(acting(post), sessionId, owner);
  if (sessionId === post.sessionId) {
    return redirect("/admin/login?signedout", {
      status: 303,
      headers: { ...ADMIN_HEADERS, "Set-Cookie": await destroySession(post.session, request, context) },
    });
  }
  return redirectWithNotice(returnTo, post, { text: "Session revoked: that device is signed out." }, request, context);
}
