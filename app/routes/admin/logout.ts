import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { ADMIN_HEADERS, formTargetLoader, guardAdminPost, revokedSessions } from "~/lib/admin-guard.server";
import { clearSessionCookieHeader } from "~/lib/admin-session.server";

export function loader({ context }: Route.LoaderArgs) {
  return formTargetLoader(context);
}

/** Signs out: this session stops working at once (revoked) and the browser drops its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await guardAdminPost(request, context);
  if (post instanceof Response) return post;
  revokedSessions.revoke(post.signedIn.session, Date.now());
  return redirect("/admin/login?signedout", {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": clearSessionCookieHeader(post.secure) },
  });
}
