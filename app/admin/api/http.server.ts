import type { AppLoadContext } from "react-router";
import { can } from "#server/accounts/roles";
import { MAKER_LOST_ACCESS, type ApiTokenScope } from "#server/accounts/api-tokens";
import type { Actor, FieldErrors } from "#server/content/types";
import { ADMIN_HEADERS, currentUser, isSameOriginPost } from "../auth.server";
import { BODY_LIMIT, type ErrorCode } from "./contract";

/**
 * The HTTP side of the content API (app/admin/api/openapi.ts describes it): JSON
 * answers and errors, who is calling, entity-tag preconditions and the request body.
 * Every answer is JSON, errors included (never the site's HTML pages), and is kept
 * out of caches and search engines like the rest of the back office.
 */

/** The realm named in WWW-Authenticate. */
const REALM = 'Bearer realm="content-api"';

/** Every error answer: a code to branch on, words for a person, and field errors for "invalid". */
export type ApiError = { error: ErrorCode; message: string; fields?: FieldErrors; etag?: string };

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) all.set(name, value);
  all.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers: all });
}

export function apiError(
  status: number,
  error: ErrorCode,
  message: string,
  extra: { fields?: FieldErrors; headers?: HeadersInit; etag?: string } = {},
) {
  const body: ApiError = {
    error,
    message,
    ...(extra.fields ? { fields: extra.fields } : {}),
    ...(extra.etag ? { etag: extra.etag } : {}),
  };
  const headers = new Headers(extra.headers);
  if (extra.etag) headers.set("ETag", extra.etag);
  return json(status, body, headers);
}

export const notFound = (message = "Nothing here: check the collection and the record id.") =>
  apiError(404, "not-found", message);

export function methodNotAllowed(allow: string): Response {
  return apiError(405, "method-not-allowed", `This address answers ${allow} only.`, { headers: { Allow: allow } });
}

type Args = { request: Request; context: AppLoadContext };

/** A route's loader or action for the methods it does not take: 405 naming those it does. */
export const refuseMethod =
  (allow: string) =>
  ({ request, context }: Args) =>
    answer(request, context, async () => methodNotAllowed(allow));

/**
 * Runs a handler so that whatever it throws is answered in JSON: a thrown Response
 * as it is, anything else as a logged 500 (React Router would answer plain text).
 * A body left unread (a refusal before reading it) is read and dropped afterwards.
 */
export async function answer(
  request: Request,
  context: AppLoadContext,
  handle: () => Promise<Response>,
): Promise<Response> {
  try {
    if (!context.services.backOfficeEnabled()) return notFound("Not found.");
    return await handle();
  } catch (error) {
    if (error instanceof Response) return error;
    const e = error instanceof Error ? error : new Error(String(error));
    context.services.logger.error(
      { err: { name: e.name, message: e.message, stack: e.stack } },
      "content api: unhandled error",
    );
    return apiError(
      500,
      "server-error",
      "Something went wrong on the server. Try again; if it persists, tell the site's owner.",
    );
  } finally {
    if (request.body && !request.bodyUsed && !request.body.locked) drain(request.body.getReader());
  }
}

/** Bytes of an unwanted body read and dropped before the connection is dropped instead. */
const DRAIN_LIMIT = 8 * BODY_LIMIT;

/**
 * Reads the rest of a body nobody wants, in the background. Node reads a body the
 * application leaves alone by itself, but not one handed to React Router as a stream:
 * unread, it would stall the connection (the client cannot finish sending it).
 */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen = 0): void {
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > DRAIN_LIMIT) return reader.cancel();
    }
  })().catch(() => {});
}

/** Who is calling, and the actor their writes are recorded under. */
export type Caller =
  | { kind: "token"; tokenId: number; name: string; scope: ApiTokenScope; actor: Actor }
  | { kind: "session"; userId: number; email: string; actor: Actor };

/** GET/HEAD read; everything else writes. */
export type Access = "read" | "write";

/**
 * The caller of an API request, or a thrown JSON refusal:
 * - `Authorization: Bearer rt_…`: an active token whose maker still may make tokens (else
 *   401); a read token only reads (403);
 * - otherwise a back-office session whose role may edit content (403 for other roles,
 *   401 without one); a session's write must carry our own Origin (403), since a
 *   browser sends the cookie on cross-site requests too.
 */
export async function requireCaller(request: Request, context: AppLoadContext, access: Access): Promise<Caller> {
  const ip = context.clientIp;
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const m = /^Bearer +(\S+) *$/i.exec(authorization);
    const token = m ? await context.services.apiTokens.verify(m[1]!) : undefined;
    if (token === MAKER_LOST_ACCESS) {
      throw apiError(
        401,
        "unauthorized",
        "The person who made this token no longer has access to the back office, so it stopped working. Ask an owner for a new token.",
        {
          headers: { "WWW-Authenticate": `${REALM}, error="invalid_token"` },
        },
      );
    }
    if (!token) {
      throw apiError(401, "unauthorized", "The bearer token is unknown, revoked or malformed.", {
        headers: { "WWW-Authenticate": `${REALM}, error="invalid_token"` },
      });
    }
    if (access === "write" && token.scope !== "write") {
      throw apiError(403, "forbidden", "This token may only read. Ask an owner for a read-and-write token.", {
        headers: { "WWW-Authenticate": `${REALM}, error="insufficient_scope", scope="write"` },
      });
    }
    return {
      kind: "token",
      tokenId: token.id,
      name: token.name,
      scope: token.scope,
      actor: { label: `token:${token.name}`, ip },
    };
  }

  const found = await currentUser(request, context);
  if (!found) {
    throw apiError(
      401,
      "unauthorized",
      "Send an API token (Authorization: Bearer rt_…) or sign in to the back office.",
      {
        headers: { "WWW-Authenticate": REALM },
      },
    );
  }
  const { user } = found;
  if (!can(user.role, "content.edit")) throw apiError(403, "forbidden", "Your role has no access to site content.");
  if (!user.twoFactor && (await context.services.settings.get()).requireTwoFactor) {
    throw apiError(403, "forbidden", "Set up two-factor sign-in in the back office first: the owner requires it.");
  }
  if (access === "write" && !(request.headers.has("origin") && isSameOriginPost(request, context))) {
    throw apiError(
      403,
      "forbidden",
      "A signed-in change must come from the back office's own pages (Origin header), or use an API token.",
    );
  }
  return { kind: "session", userId: user.id, email: user.email, actor: { label: user.email, id: user.id, ip } };
}

/** The entity tags of an If-Match / If-None-Match header: "*", or the listed tags as sent. */
export function entityTags(value: string | null): "*" | string[] | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (trimmed === "*") return "*";
  return trimmed.match(/(?:W\/)?"[^"]*"/g) ?? [];
}

/** If-Match (strong comparison): whether the tags name `etag`. */
export function ifMatch(tags: "*" | string[], etag: string): boolean {
  return tags === "*" || tags.includes(etag);
}

/** If-None-Match (weak comparison): whether the tags name `etag`. */
export function ifNoneMatch(tags: "*" | string[], etag: string): boolean {
  const bare = (tag: string) => tag.replace(/^W\//, "");
  return tags === "*" || tags.some((tag) => bare(tag) === bare(etag));
}

/** A 412 carrying the record's current tag (so the client can fetch it again). */
export function preconditionFailed(etag: string | undefined, message: string): Response {
  return apiError(412, "precondition-failed", message, { etag });
}

/**
 * The JSON body of a PUT: application/json, at most BODY_LIMIT bytes, valid JSON,
 * else a thrown 415/413/400.
 */
export async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!/^application\/json\s*(?:;|$)/.test(type)) {
    throw apiError(415, "unsupported-media-type", "Send the body as JSON, with Content-Type: application/json.");
  }
  const tooLarge = () => apiError(413, "too-large", `The body is larger than ${BODY_LIMIT / 1024 / 1024} MB.`);
  if (Number(request.headers.get("content-length") ?? 0) > BODY_LIMIT) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > BODY_LIMIT) {
        // Not cancelled: that would close the connection before the 413 is sent.
        drain(reader, size);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    throw apiError(400, "bad-request", "The body is not valid JSON.");
  }
}
