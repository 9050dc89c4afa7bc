import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { ADMIN_HEADERS, acting, destroySession, postOnly, requirePost } from "#app/admin/auth.server";

export function loader({ context }: Route.LoaderArgs) {
  return postOnly(context);
}

/** Signs out: the session's row is deleted (so it ends on every instance) and the browser drops its cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const signed = await requirePost(request, context, undefined, { allowWithoutRequiredTwoFactor: true });
  await context.services.signIn.signedOut(acting(signed));
  return redirect("/admin/login?signedout", {
    status: 303,
    headers: { ...ADMIN_HEADERS, "Set-Cookie": await destroySession(signed.session, request, context) },
  });
}
