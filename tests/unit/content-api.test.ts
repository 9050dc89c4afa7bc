import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getRecord, publishRecord, putRecord } from "#app/admin/api/content.server";
import { entityTags, ifMatch, ifNoneMatch } from "#app/admin/api/http.server";
import type { ContentService, RecordView, WriteResult } from "#server/content/types";

/**
 * The content API's answers to what the content service says, with a fake service
 * (the e2e test drives the real one): the outcomes a running site rarely shows,
 * such as a failed render or a writer slipping in between the check and the write.
 */

const TOKEN = "rt_fake";

function view(version: number, state: RecordView["state"] = "draft"): RecordView {
  return {
    collection: "products",
    id: "tracko",
    title: "Tracko",
    state,
    version,
    updatedAt: null,
    updatedBy: null,
    shipped: true,
    current: { heading: "x" },
    draftData: state === "draft" ? { heading: "x" } : undefined,
    etag: `"v${version}"`,
    publishedAt: null,
    publishedBy: null,
    scheduledAt: null,
    scheduledBy: null,
  };
}

function contextWith(content: Partial<ContentService>) {
  const logger = { error: vi.fn() };
  const context = {
    clientIp: "203.0.113.5",
    nonce: "",
    services: {
      backOfficeEnabled: () => true,
      apiTokens: { verify: async (t: string) => (t === TOKEN ? { id: 1, scope: "write", name: "Fake" } : undefined) },
      content,
      logger,
      settings: { get: async () => ({ requireTwoFactor: false }) },
      config: { SITE_URL: "http://site.test" },
    },
  } as unknown as AppLoadContext;
  return { context, logger };
}

const params = { collection: "products", id: "tracko" };
const request = (method: string, headers: Record<string, string> = {}, body?: unknown) =>
  new Request("http://site.test/admin/api/content/products/tracko", {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("publishing", () => {
  it("a failed render: 422 with the message, nothing published", async () => {
    const publish = vi.fn(async (): Promise<WriteResult> => ({
      ok: false,
      reason: "render-failed",
      message: "/product/tracko: boom",
    }));
    const { context } = contextWith({ get: async () => view(4), publish });
    const res = await publishRecord(request("POST"), context, params);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: "render-failed",
      message: expect.stringContaining("/product/tracko: boom"),
    });
    expect(publish).toHaveBeenCalledWith(
      "products",
      "tracko",
      { etag: '"v4"' },
      { label: "token:Fake", ip: "203.0.113.5" },
    );
  });

  it("a writer in between: 409 without If-Match, 412 with it, both with the current ETag", async () => {
    const conflict = async (): Promise<WriteResult> => ({ ok: false, reason: "conflict", current: view(9) });
    const { context } = contextWith({ get: async () => view(4), publish: conflict });
    const without = await publishRecord(request("POST"), context, params);
    expect([without.status, without.headers.get("etag")]).toEqual([409, '"v9"']);
    const withMatch = await publishRecord(request("POST", { "if-match": '"v4"' }), context, params);
    expect([withMatch.status, withMatch.headers.get("etag")]).toEqual([412, '"v9"']);
  });

  it("no draft: 409", async () => {
    const { context } = contextWith({ get: async () => view(4, "published") });
    expect((await publishRecord(request("POST"), context, params)).status).toBe(409);
  });
});

describe("saving", () => {
  it("a writer in between the check and the write: 412 with the current ETag", async () => {
    const { context } = contextWith({
      get: async () => view(4),
      saveDraft: async () => ({ ok: false, reason: "conflict", current: view(5) }),
    });
    const res = await putRecord(request("PUT", { "if-match": '"v4"' }, { data: { heading: "y" } }), context, params);
    expect([res.status, res.headers.get("etag")]).toEqual([412, '"v5"']);
  });

  it("If-Match * matches any existing record; a weak tag never does", async () => {
    const saveDraft = vi.fn(async (): Promise<WriteResult> => ({ ok: true, record: view(6) }));
    const { context } = contextWith({ get: async () => view(4), saveDraft });
    expect((await putRecord(request("PUT", { "if-match": "*" }, { data: {} }), context, params)).status).toBe(200);
    expect(saveDraft).toHaveBeenLastCalledWith("products", "tracko", {}, { etag: '"v4"' }, expect.anything());
    expect((await putRecord(request("PUT", { "if-match": 'W/"v4"' }, { data: {} }), context, params)).status).toBe(412);
  });
});

describe("failures", () => {
  it("an exception is a logged JSON 500, not React Router's plain text", async () => {
    const { context, logger } = contextWith({
      get: async () => {
        throw new Error("database gone");
      },
    });
    const res = await getRecord(request("GET"), context, params);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ error: "server-error" });
    expect(JSON.stringify(await getRecord(request("GET"), context, params).then((r) => r.json()))).not.toContain(
      "database gone",
    );
    expect(logger.error).toHaveBeenCalled();
  });
});

describe("entity tags", () => {
  it("parses lists, * and weak tags", () => {
    expect(entityTags(null)).toBeUndefined();
    expect(entityTags(" * ")).toBe("*");
    expect(entityTags('"v1", W/"v2" ,"v3"')).toEqual(['"v1"', 'W/"v2"', '"v3"']);
    expect(entityTags("v1")).toEqual([]);
  });

  it("If-Match compares strongly, If-None-Match weakly", () => {
    expect(ifMatch(['"v1"', '"v2"'], '"v2"')).toBe(true);
    expect(ifMatch(['W/"v2"'], '"v2"')).toBe(false);
    expect(ifMatch("*", '"v2"')).toBe(true);
    expect(ifNoneMatch(['W/"v2"'], '"v2"')).toBe(true);
    expect(ifNoneMatch(['"v3"'], '"v2"')).toBe(false);
  });
});
