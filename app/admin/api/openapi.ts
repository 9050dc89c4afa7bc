import { z } from "zod";
import { type AnyCollection as CollectionInfo, apiCollections } from "#shared/content/collections";
import { BODY_LIMIT, ERROR_CODES } from "./contract";

/**
 * The OpenAPI 3.1 description of the content API, served at /admin/api/openapi.json.
 * It is public (once the back office exists): it describes addresses and record shapes
 * that the site's own pages already show, and holds no secret. The record schemas are
 * made from the same zod schemas the server validates with, so they cannot drift.
 */

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
type Schema = { [keyword: string]: unknown };
type Ref = { $ref: string };
type Header = { description?: string; required?: boolean; schema: Schema };
type Parameter = { name: string; in: "path" | "header"; required?: boolean; description?: string; schema: Schema };
type MediaType = { schema: Schema | Ref; example?: unknown };
type ApiResponse = { description: string; headers?: Record<string, Header | Ref>; content?: Record<string, MediaType> };
type SecurityRequirement = Record<string, string[]>;
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, ApiResponse | Ref>;
  security?: SecurityRequirement[];
};
type PathItem = { parameters?: (Parameter | Ref)[]; get?: Operation; put?: Operation; post?: Operation };
type SecurityScheme =
  | { type: "http"; scheme: "bearer"; bearerFormat?: string; description?: string }
  | { type: "apiKey"; in: "cookie"; name: string; description?: string };

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  security: SecurityRequirement[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, ApiResponse>;
    parameters: Record<string, Parameter>;
    headers: Record<string, Header>;
    securitySchemes: Record<string, SecurityScheme>;
  };
};

const API = "/admin/api";
const ref = (kind: "schemas" | "responses" | "parameters" | "headers", name: string): Ref => ({
  $ref: `#/components/${kind}/${name}`,
});
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const nullable = (schema: Schema | Ref): Schema => ({ anyOf: [schema, { type: "null" }] });
const JSON_TYPE = "application/json";
const jsonOf = (schema: Schema | Ref): Record<string, MediaType> => ({ [JSON_TYPE]: { schema } });

/** A collection's record as JSON Schema, from its zod schema (what a PUT's `data` must be). */
function recordSchema(info: CollectionInfo): Schema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(info.schema, {
    io: "input",
    unrepresentable: "any",
  }) as Schema;
  return { title: info.labels.singular, ...schema };
}

const READ: SecurityRequirement[] = [{ bearerToken: [] }, { sessionCookie: [] }];
/** Bearer "roles" (OpenAPI 3.1): a write needs a token of scope write. */
const WRITE: SecurityRequirement[] = [{ bearerToken: ["write"] }, { sessionCookie: [] }];

/** The collections the API offers, and those of them that take new records (their definitions' `api` and `canCreate`). */
const offered = () => apiCollections().map((c) => c.name);
const creatable = () =>
  apiCollections()
    .filter((c) => c.canCreate && c.api.write)
    .map((c) => c.name)
    .join(", ");

const description =
  () => `Read and change the site's editable content: the records of ${offered().length} collections (${offered().join(", ")}).

**Authentication.** Either an API token, \`Authorization: Bearer rt_…\` (owners make them in the back office under API tokens; a *read* token may GET, a *write* token may also PUT and publish), or a signed-in back-office session (cookie \`admin_session\`) of a role that edits content (owner, editor). Other roles get 403, reads included. A session's PUT or publish must carry the back office's own \`Origin\` header (else 403); no CSRF token is needed then. A missing, unknown or revoked token gets 401 with \`WWW-Authenticate: Bearer\`. Writes are recorded in the audit log under the token's name (\`token:Name\`) or the account's e-mail address.

**Drafts and publishing.** PUT stores a *draft*; the site does not change until \`POST …/publish\` publishes it. Publishing first renders every affected page with the new content; if one fails, nothing is published (422).

**Concurrency.** Every record has a strong ETag (\`"v12"\`; \`"v0"\` for a record as the site ships it). PUT needs \`If-Match\` with the ETag you read (428 without it, 412 with the current ETag when someone changed the record since). Creating a record with a new id (${creatable()} only) needs \`If-None-Match: *\` instead, and answers 201. Publishing takes an optional \`If-Match\`.

**Bodies.** A PUT body is \`{ "data": record }\`: the same \`data\` a GET answers, at most ${BODY_LIMIT / 1024 / 1024} MB, sent as \`application/json\`. An invalid record gets 400 \`{ "error": "invalid", "fields": { "path": ["message"] } }\` (paths like \`plans[0].pricing.price\`; \`""\` is the record as a whole).

**Ids.** Ids are as the list answers them. SEO records are named by page path (\`home\` for /); those of nested pages contain \`/\`, sent percent-encoded (\`%2F\`).

**Errors** are JSON \`{ "error": code, "message": text }\`, never HTML. Every answer has \`Cache-Control: no-store\`.`;

function errorResponse(
  description: string,
  example?: { error: string; message: string },
  headers?: Record<string, Header | Ref>,
): ApiResponse {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { [JSON_TYPE]: { schema: ref("schemas", "Error"), ...(example ? { example } : {}) } },
  };
}

const COMPONENT_RESPONSES: Record<string, ApiResponse> = {
  BadRequest: errorResponse('The body is not JSON, or not `{ "data": record }`.', {
    error: "bad-request",
    message: "The body is not valid JSON.",
  }),
  Invalid: {
    description: "The record is not valid for its collection; `fields` says why, by path.",
    content: {
      [JSON_TYPE]: {
        schema: ref("schemas", "Error"),
        example: {
          error: "invalid",
          message: "The record is not valid.",
          fields: { "plans[0].pricing.price": ["Enter the plan's price in rupees as a whole number above 0."] },
        },
      },
    },
  },
  Unauthorized: errorResponse("No credentials, or an unknown, revoked or malformed token.", undefined, {
    "WWW-Authenticate": ref("headers", "WWW-Authenticate"),
  }),
  Forbidden: errorResponse(
    "A read token writing, a role without content access, a session write without our own Origin, or two-factor sign-in still to set up.",
  ),
  NotFound: errorResponse("No such collection or record (or the back office does not exist)."),
  Conflict: errorResponse(
    "No draft to publish, or the record changed while publishing (without If-Match).",
    undefined,
    {
      ETag: ref("headers", "ETag"),
    },
  ),
  PreconditionFailed: errorResponse(
    "The ETag sent is not the record's: it changed since it was read. The answer carries the current ETag (absent when no record has this id).",
    undefined,
    {
      ETag: ref("headers", "ETag"),
    },
  ),
  TooLarge: errorResponse(`The body is larger than ${BODY_LIMIT / 1024 / 1024} MB.`),
  UnsupportedMediaType: errorResponse("The body is not sent as application/json."),
  RenderFailed: errorResponse(
    "A page could not be rendered with the new content: nothing was published. The message names the page.",
  ),
  PreconditionRequired: errorResponse("Neither If-Match nor If-None-Match: * was sent.", {
    error: "precondition-required",
    message: "Send If-Match with the record's ETag (from a GET), or If-None-Match: * to create a record.",
  }),
  MethodNotAllowed: errorResponse("The address does not take this method (see Allow)."),
};

const COMPONENT_HEADERS: Record<string, Header> = {
  ETag: {
    description: 'The record\'s strong entity tag, e.g. `"v12"`.',
    schema: { type: "string", pattern: '^"v\\d+"$' },
  },
  "WWW-Authenticate": {
    description: '`Bearer realm="content-api"`, with `error="invalid_token"` for a bad token.',
    schema: { type: "string" },
  },
  Location: { description: "The new record's address.", schema: { type: "string" } },
};

const COMPONENT_PARAMETERS: Record<string, Parameter> = {
  IfMatch: {
    name: "If-Match",
    in: "header",
    description:
      "The ETag the change is based on (from a GET or the last write). Required to change a record (428 without, 412 when stale); `*` matches any existing record.",
    schema: { type: "string" },
  },
  IfNoneMatchCreate: {
    name: "If-None-Match",
    in: "header",
    description:
      "`*` to create a record with a new id (collections that take new records); 412 when the id exists. Send it instead of If-Match.",
    schema: { type: "string", const: "*" },
  },
  IfNoneMatchRead: {
    name: "If-None-Match",
    in: "header",
    description: "An ETag you hold: 304 without a body when the record is still at it.",
    schema: { type: "string" },
  },
  IfMatchPublish: {
    name: "If-Match",
    in: "header",
    description: "Optional: publish only when the record is still at this ETag (else 412).",
    schema: { type: "string" },
  },
};

function sharedSchemas(): Record<string, Schema> {
  return {
    Error: {
      type: "object",
      required: ["error", "message"],
      properties: {
        error: {
          type: "string",
          enum: [...ERROR_CODES],
        },
        message: { type: "string" },
        fields: {
          type: "object",
          description: 'Messages by field path ("plans[0].name"; "" for the record as a whole); with "invalid" only.',
          additionalProperties: { type: "array", items: { type: "string" } },
        },
        etag: { type: "string", description: "The record's current ETag (412, 409)." },
      },
    },
    RecordState: {
      type: "string",
      enum: ["shipped", "published", "draft", "new-draft"],
      description:
        "shipped: as the site ships it; published: a published change; draft: unpublished edits; new-draft: a new record never published.",
    },
    RecordSummary: {
      type: "object",
      required: ["collection", "id", "title", "state", "version", "updatedAt", "updatedBy", "shipped"],
      properties: {
        collection: { type: "string", enum: offered() },
        id: { type: "string" },
        title: { type: "string" },
        state: ref("schemas", "RecordState"),
        version: { type: "integer", minimum: 0, description: "0 for a record only as the site ships it." },
        updatedAt: { type: ["string", "null"], format: "date-time" },
        updatedBy: { type: ["string", "null"] },
        shipped: { type: "boolean", description: "The site ships a record with this id." },
      },
    },
  };
}

/** The schemas of one collection: its record, and the record as the API answers it. */
function collectionSchemas(info: CollectionInfo): Record<string, Schema> {
  const name = pascal(info.name);
  const record = ref("schemas", `${name}Record`);
  return {
    [`${name}Record`]: recordSchema(info),
    [`${name}RecordView`]: {
      type: "object",
      required: [
        "collection",
        "id",
        "title",
        "state",
        "version",
        "shipped",
        "data",
        "published",
        "draft",
        "updatedAt",
        "updatedBy",
        "publishedAt",
        "publishedBy",
      ],
      properties: {
        collection: { const: info.name },
        id: { type: "string" },
        title: { type: "string" },
        state: ref("schemas", "RecordState"),
        version: { type: "integer", minimum: 0 },
        shipped: { type: "boolean" },
        data: {
          ...record,
          description: "What an editor starts from: the draft, else the published record, else the shipped one.",
        },
        published: {
          ...nullable(record),
          description: "The published record; null while the site shows the shipped one (or none).",
        },
        draft: { ...nullable(record), description: "Unpublished edits; null without any." },
        updatedAt: { type: ["string", "null"], format: "date-time" },
        updatedBy: { type: ["string", "null"] },
        publishedAt: { type: ["string", "null"], format: "date-time" },
        publishedBy: { type: ["string", "null"] },
      },
    },
  };
}

function idParameter(info: CollectionInfo): Parameter {
  const schema: Schema = { type: "string", minLength: 1 };
  let description = info.api.idHelp ?? `The ${info.labels.singular.toLowerCase()}'s id, as the list answers it.`;
  // A collection without new records and with shipped ones takes exactly those ids.
  if (!info.canCreate && info.shipped) schema.enum = [...info.shipped().keys()];
  if (info.idField) description += ` The record's \`${info.idField}\` field must equal it.`;
  return { name: "id", in: "path", required: true, description, schema };
}

function collectionPaths(info: CollectionInfo): Record<string, PathItem> {
  const name = pascal(info.name);
  const view = ref("schemas", `${name}RecordView`);
  const base = `${API}/content/${info.name}`;
  const ok = (description: string, status = "200"): Record<string, ApiResponse> => ({
    [status]: { description, headers: { ETag: ref("headers", "ETag") }, content: jsonOf(view) },
  });
  const common = {
    "401": ref("responses", "Unauthorized"),
    "403": ref("responses", "Forbidden"),
    "404": ref("responses", "NotFound"),
  };
  const tags = [info.labels.plural];
  const paths: Record<string, PathItem> = {
    [base]: {
      get: {
        operationId: `list${name}`,
        summary: `List ${info.labels.plural.toLowerCase()}`,
        tags,
        security: READ,
        responses: {
          "200": {
            description: "Every record of the collection, with its state.",
            content: jsonOf({
              type: "object",
              required: ["collection", "records"],
              properties: {
                collection: { const: info.name },
                records: { type: "array", items: ref("schemas", "RecordSummary") },
              },
            }),
          },
          "401": common["401"],
          "403": common["403"],
        },
      },
    },
    [`${base}/{id}`]: {
      parameters: [idParameter(info)],
      get: {
        operationId: `get${name}Record`,
        summary: `Read one ${info.labels.singular.toLowerCase()}`,
        tags,
        security: READ,
        parameters: [ref("parameters", "IfNoneMatchRead")],
        responses: {
          ...ok("The record, its draft and what is published, with its ETag."),
          "304": {
            description: "Not modified: the record is still at the ETag sent.",
            headers: { ETag: ref("headers", "ETag") },
          },
          ...common,
        },
      },
      put: {
        operationId: `save${name}Draft`,
        summary: `Save a draft of one ${info.labels.singular.toLowerCase()}`,
        description: info.canCreate
          ? "Stores the record as a draft (the site does not change until it is published). Send If-Match to change a record, or If-None-Match: * to create one with a new id."
          : "Stores the record as a draft (the site does not change until it is published). Send If-Match. This collection takes no new ids.",
        tags,
        security: WRITE,
        parameters: [ref("parameters", "IfMatch"), ...(info.canCreate ? [ref("parameters", "IfNoneMatchCreate")] : [])],
        requestBody: {
          required: true,
          description: '`{ "data": record }`.',
          content: jsonOf({
            type: "object",
            required: ["data"],
            properties: { data: ref("schemas", `${name}Record`) },
          }),
        },
        responses: {
          ...ok("Saved: the record with its new ETag."),
          ...(info.canCreate
            ? {
                "201": {
                  description: "Created (as a draft): the record with its ETag.",
                  headers: { ETag: ref("headers", "ETag"), Location: ref("headers", "Location") },
                  content: jsonOf(view),
                },
              }
            : {}),
          "400": {
            description: '`invalid` (see fields) or `bad-request` (not JSON, or not `{ "data": record }`).',
            content: { [JSON_TYPE]: { schema: ref("schemas", "Error") } },
          },
          ...common,
          "405": ref("responses", "MethodNotAllowed"),
          "412": ref("responses", "PreconditionFailed"),
          "413": ref("responses", "TooLarge"),
          "415": ref("responses", "UnsupportedMediaType"),
          "428": ref("responses", "PreconditionRequired"),
        },
      },
    },
    [`${base}/{id}/publish`]: {
      parameters: [idParameter(info)],
      post: {
        operationId: `publish${name}Record`,
        summary: `Publish the draft of one ${info.labels.singular.toLowerCase()}`,
        description: "Renders the affected pages with the draft, then serves them. No body.",
        tags,
        security: WRITE,
        parameters: [ref("parameters", "IfMatchPublish")],
        responses: {
          ...ok("Published: the record with its new ETag."),
          ...common,
          "405": ref("responses", "MethodNotAllowed"),
          "409": ref("responses", "Conflict"),
          "412": ref("responses", "PreconditionFailed"),
          "422": ref("responses", "RenderFailed"),
        },
      },
    },
  };
  // A read-only collection (its definition's `api.write` false) has no draft or publish operations.
  if (!info.api.write) {
    delete paths[`${base}/{id}`]!.put;
    delete paths[`${base}/{id}/publish`];
  }
  return paths;
}

let schemasOnce: Record<string, Schema> | undefined;
let pathsOnce: Record<string, PathItem> | undefined;

/** The document, for the site at `siteUrl` (the schemas are made once). */
export function openApiDocument(siteUrl: string): OpenApiDocument {
  const infos = apiCollections();
  schemasOnce ??= Object.assign(sharedSchemas(), ...infos.map(collectionSchemas)) as Record<string, Schema>;
  pathsOnce ??= {
    ...(Object.assign({}, ...infos.map(collectionPaths)) as Record<string, PathItem>),
    [`${API}/openapi.json`]: {
      get: {
        operationId: "getOpenApiDocument",
        summary: "This document",
        tags: ["API"],
        security: [],
        responses: {
          "200": { description: "The OpenAPI 3.1 description of this API.", content: jsonOf({ type: "object" }) },
        },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: { title: "Content API", version: "1.0.0", description: description() },
    servers: [{ url: siteUrl.replace(/\/$/, "") }],
    tags: [
      ...infos.map((info) => ({ name: info.labels.plural })),
      { name: "API", description: "About the API itself." },
    ],
    security: READ,
    paths: pathsOnce,
    components: {
      schemas: schemasOnce,
      responses: COMPONENT_RESPONSES,
      parameters: COMPONENT_PARAMETERS,
      headers: COMPONENT_HEADERS,
      securitySchemes: {
        bearerToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "rt_ + 43 base64url characters",
          description:
            "An API token made by an owner in the back office (API tokens). Scope read: GET only; scope write: everything.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "admin_session",
          description:
            "A signed-in back-office session (owner or editor). Writes must also carry the site's own Origin header.",
        },
      },
    },
  };
}
