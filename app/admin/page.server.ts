import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, type HeadersArgs, data, redirect } from "react-router";
import { liveContent } from "#shared/content/live.server";
import { ADMIN_HEADERS, type Signed, isSameOriginPost, pageHeaders, readForm, requireBackOffice } from "./auth.server";

/**
 * The scaffolding every back-office route module repeats: a signed-in page's loader
 * answer, one page of a list, a form's answer on a page with several forms, a public
 * page's post, and the `headers` export.
 */

/** The company name every back-office page shows in its shell (the live one). */
export function siteNameOf(context: AppLoadContext): string {
  return liveContent(context).site.company.name;
}

/**
 * A signed-in page's loader answer: what the shell needs (the site's name, the
 * account with its CSRF token), the token for the page's forms, the page's own
 * `fields`, and the one-time notice with the headers that carry it.
 */
export async function adminPage<Fields extends object>(
  signed: Signed,
  request: Request,
  context: AppLoadContext,
  fields: Fields,
) {
  const { headers, notice } = await pageHeaders(signed, request, context);
  return data(
    {
      siteName: siteNameOf(context),
      account: { ...signed.user, csrf: signed.csrf },
      csrf: signed.csrf,
      ...fields,
      notice,
    },
    { headers },
  );
}

/**
 * Where one page of a list stands: how many pages, which entries it shows (counted
 * from 1; 0 to 0 when there are none) and the addresses of its neighbours. A page
 * past the end (an old link, or a narrower filter) is sent on to the last one.
 */
export function listPage(opts: {
  page: number;
  size: number;
  total: number;
  count: number;
  href: (page: number) => string;
}) {
  const { page, size, total, count, href } = opts;
  const pages = Math.max(1, Math.ceil(total / size));
  if (page > pages) throw redirect(href(pages), { status: 303, headers: ADMIN_HEADERS });
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  return {
    total,
    shown: { first, last: first === 0 ? 0 : first + count - 1 },
    page,
    pages,
    pageHrefs: { previous: page > 1 ? href(page - 1) : undefined, next: page < pages ? href(page + 1) : undefined },
  };
}

/**
 * A form's answer on a page with several forms: which one it was (the hidden `intent`,
 * so that only that form shows the errors) and conform's result; 400 unless told.
 */
export function formReply<const Intent extends string>(
  intent: Intent,
  result: SubmissionResult<string[]>,
  status = 400,
) {
  return data({ intent, result }, { status, headers: ADMIN_HEADERS });
}

/**
 * The answer to a public page's one form (an invitation or reset link): conform's
 * result, or none when the link has just stopped working (410: the page then says so).
 */
export function linkFormReply(result: SubmissionResult<string[]> | undefined, status = 400) {
  return data({ result }, { status, headers: ADMIN_HEADERS });
}

/**
 * A post to a public page (no session: sign-in, a forgotten password, an invitation
 * or reset link): the back office exists (else 404), the post comes from our own
 * pages (else 403), and its body is a small urlencoded form (else 400).
 */
export async function requirePublicPost(request: Request, context: AppLoadContext) {
  const services = requireBackOffice(context);
  if (!isSameOriginPost(request, context)) throw data(null, { status: 403, statusText: "Forbidden" });
  const form = await readForm(request);
  if (!form) throw data(null, { status: 400, statusText: "Bad Request" });
  return { services, form };
}

/** The `headers` of a page without a form answer of its own: the loader's (which may carry the session cookie). */
export function loaderPageHeaders({ loaderHeaders, errorHeaders }: HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/**
 * The `headers` of a page with a form: the action's answer (a form shown again with
 * its errors) brings its own back-office headers; otherwise the loader's, which may
 * carry the session cookie.
 */
export function formPageHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("X-Robots-Tag") ? actionHeaders : loaderHeaders);
}
