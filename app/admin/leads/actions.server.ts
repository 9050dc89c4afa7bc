import type { AppLoadContext } from "react-router";
import { type Notice, type SignedPost, plainResponse, redirectWithNotice } from "../auth.server";
import { safeReturnTo } from "./filter.server";

/** The :id of a lead route, or null when it is not a positive integer. */
export function leadIdParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function leadNotFound(): Response {
  return plainResponse(404, "Not found");
}

/** After a lead action: 303 back to the filtered list the form came from, at that lead, with a notice. */
export function backToLead(
  post: SignedPost,
  id: number,
  notice: Notice,
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  return redirectWithNotice(
    `${safeReturnTo(post.form.get("returnTo"))}#lead-${id}`,
    post,
    { ...notice, leadId: id },
    request,
    context,
  );
}
