import type { AppLoadContext } from "react-router";
import { type AnyCollection as CollectionInfo, collectionOf, isCollectionName } from "#shared/content/collections";
import type { ContentService, Expect, RecordView, WriteResult } from "#server/content/types";
import {
  answer,
  apiError,
  entityTags,
  ifMatch,
  ifNoneMatch,
  json,
  methodNotAllowed,
  notFound,
  preconditionFailed,
  readJson,
  requireCaller,
} from "./http.server";

/**
 * The content API's four operations over the ContentService (server/content/types.ts).
 * Decisions (documented in ./openapi.ts):
 * - a PUT body is `{ "data": record }`, the same `data` a GET answers;
 * - a PUT stores a draft; changing needs `If-Match` with the record's ETag (428 without,
 *   412 when stale); creating a record with a new id (projects, testimonials) needs
 *   `If-None-Match: *` instead and answers 201;
 * - publishing publishes the draft (409 when there is none); its If-Match is optional.
 */

type Params = { collection?: string; id?: string };

/** The API's view of a record: what a GET answers, and what a write answers with. */
export function recordBody(view: RecordView) {
  return {
    collection: view.collection,
    id: view.id,
    title: view.title,
    state: view.state,
    version: view.version,
    shipped: view.shipped,
    data: view.current,
    published: view.publishedData ?? null,
    draft: view.draftData ?? null,
    updatedAt: view.updatedAt,
    updatedBy: view.updatedBy,
    publishedAt: view.publishedAt,
    publishedBy: view.publishedBy,
  };
}

/** The collection of the address, when the API offers it (its definition's `api`); writes need `api.write`. */
function collectionFrom(params: Params, access: "read" | "write" = "read"): CollectionInfo {
  if (!params.collection || !isCollectionName(params.collection)) throw notFound("No such collection.");
  const collection = collectionOf(params.collection);
  if (!collection.api.read) throw notFound("No such collection.");
  if (access === "write" && !collection.api.write) throw methodNotAllowed("GET, HEAD");
  return collection;
}

async function recordOf(content: ContentService, info: CollectionInfo, id: string | undefined): Promise<RecordView> {
  const view = id ? await content.get(info.name, id) : undefined;
  if (!view) throw notFound(`No ${info.labels.singular.toLowerCase()} with this id.`);
  return view;
}

function recordResponse(status: number, view: RecordView, headers: Record<string, string> = {}): Response {
  return json(status, recordBody(view), { ETag: view.etag, ...headers });
}

/** GET /admin/api/content/:collection */
export function listRecords(request: Request, context: AppLoadContext, params: Params) {
  return answer(request, context, async () => {
    await requireCaller(request, context, "read");
    const info = collectionFrom(params);
    return json(200, { collection: info.name, records: await context.services.content.list(info.name) });
  });
}

/** GET /admin/api/content/:collection/:id (304 when If-None-Match names its ETag). */
export function getRecord(request: Request, context: AppLoadContext, params: Params) {
  return answer(request, context, async () => {
    await requireCaller(request, context, "read");
    const view = await recordOf(context.services.content, collectionFrom(params), params.id);
    const tags = entityTags(request.headers.get("if-none-match"));
    if (tags && ifNoneMatch(tags, view.etag)) {
      return new Response(null, { status: 304, headers: { ETag: view.etag, "Cache-Control": "no-store" } });
    }
    return recordResponse(200, view);
  });
}

/** PUT /admin/api/content/:collection/:id: stores a draft. */
export function putRecord(request: Request, context: AppLoadContext, params: Params) {
  return answer(request, context, async () => {
    const caller = await requireCaller(request, context, "write");
    const info = collectionFrom(params, "write");
    const id = params.id ?? "";
    const match = entityTags(request.headers.get("if-match"));
    const none = entityTags(request.headers.get("if-none-match"));
    const creating = match === undefined && none === "*";
    if (match === undefined && !creating) {
      return apiError(
        428,
        "precondition-required",
        "Send If-Match with the record's ETag (from a GET), or If-None-Match: * to create a record.",
      );
    }
    const data = dataOf(await readJson(request));
    const { content } = context.services;
    const view = await content.get(info.name, id);

    let expect: Expect;
    if (creating) {
      if (view)
        return preconditionFailed(view.etag, "A record with this id exists: change it with If-Match and its ETag.");
      if (!info.canCreate) return notFound(`${info.labels.plural} cannot get new records; no record has this id.`);
      expect = { version: 0 };
    } else {
      if (!view) {
        if (!info.canCreate) return notFound(`No ${info.labels.singular.toLowerCase()} with this id.`);
        return preconditionFailed(
          undefined,
          "No record has this id: send If-None-Match: * (not If-Match) to create it.",
        );
      }
      if (!ifMatch(match!, view.etag)) return preconditionFailed(view.etag, staleMessage);
      expect = { etag: view.etag };
    }
    const result = await content.saveDraft(info.name, id, data, expect, caller.actor);
    return written(result, {
      created: creating,
      conflictStatus: 412,
      location: creating ? new URL(request.url).pathname : undefined,
    });
  });
}

/** POST /admin/api/content/:collection/:id/publish: publishes the draft. */
export function publishRecord(request: Request, context: AppLoadContext, params: Params) {
  return answer(request, context, async () => {
    const caller = await requireCaller(request, context, "write");
    const info = collectionFrom(params, "write");
    const { content } = context.services;
    const view = await recordOf(content, info, params.id);
    const match = entityTags(request.headers.get("if-match"));
    if (match !== undefined && !ifMatch(match, view.etag)) return preconditionFailed(view.etag, staleMessage);
    if (view.state !== "draft" && view.state !== "new-draft") {
      return apiError(409, "conflict", "This record has no draft to publish: save one with PUT first.", {
        etag: view.etag,
      });
    }
    const result = await content.publish(info.name, view.id, { etag: view.etag }, caller.actor);
    // Without If-Match the client asserted nothing: a change in between is a conflict, not a failed precondition.
    return written(result, { created: false, conflictStatus: match === undefined ? 409 : 412 });
  });
}

const staleMessage = "The record changed since you read it: GET it again, apply your change, and send its new ETag.";

/** The record of a PUT body `{ "data": record }`. */
function dataOf(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body) || !Object.hasOwn(body, "data")) {
    throw apiError(
      400,
      "bad-request",
      'The body must be a JSON object { "data": record }, the record as GET answers it in "data".',
    );
  }
  return (body as { data: unknown }).data;
}

/** A write's answer: the record with its new ETag, or the refusal. */
function written(
  result: WriteResult,
  how: { created: boolean; conflictStatus: 409 | 412; location?: string },
): Response {
  if (result.ok)
    return recordResponse(how.created ? 201 : 200, result.record, how.location ? { Location: how.location } : {});
  switch (result.reason) {
    case "invalid":
      return apiError(
        400,
        "invalid",
        'The record is not valid: see fields (dotted paths; "" is the record as a whole).',
        {
          fields: result.errors,
        },
      );
    case "conflict":
      return how.conflictStatus === 412
        ? preconditionFailed(result.current.etag, staleMessage)
        : apiError(409, "conflict", "The record changed while publishing: GET it again and retry.", {
            etag: result.current.etag,
          });
    case "not-found":
      return notFound();
    case "render-failed":
      return apiError(
        422,
        "render-failed",
        `Nothing was published: a page could not be rendered with this content. ${result.message}`,
      );
  }
}
