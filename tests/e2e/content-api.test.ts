import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "#shared/content/editable";
import { OWNER, OWNER_ENV, addAccounts, csrfOf, getAs, postAs, signInHttp, signInPage } from "../support/admin";
import { DESKTOP, PHONE, expectNoAxeViolations, acquireBrowser, openPage, releaseBrowser } from "../support/browser";
import { type RunningSite, startSite } from "../support/site";

/**
 * The content API (app/admin/api/) against the built server and the real content
 * service: tokens made and revoked through the owner's page, sessions of each role,
 * entity tags and preconditions, drafts, publishing, and the OpenAPI document.
 */

const PEOPLE = {
  editor: { email: "editor.api@example.com", password: "lantern-orchid-velvet-58" },
  sales: { email: "sales.api@example.com", password: "copper-meadow-signal-24" },
} as const;

const API = "/admin/api";
const TRACKO = `${API}/content/products/tracko`;
let site: RunningSite;
const cookies = {} as Record<"owner" | "editor" | "sales", string>;
let readToken: string;
let writeToken: string;

type Answer = { status: number; headers: Headers; body: any; text: string };

async function call(
  method: string,
  pathname: string,
  opts: {
    token?: string;
    cookie?: string;
    origin?: boolean;
    headers?: Record<string, string>;
    body?: unknown;
    raw?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin) headers.origin = site.url;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await fetch(site.url + pathname, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** Makes a token through the owner's page; returns the secret the page shows once. */
async function makeToken(name: string, scope: "read" | "write"): Promise<string> {
  const res = await postAs(site.url, "/admin/api-tokens", cookies.owner, { intent: "create", name, scope });
  expect(res.status).toBe(200);
  const m = /rt_[A-Za-z0-9_-]{43}/.exec(res.text);
  if (!m) throw new Error(`no token on the page:\n${res.text.slice(0, 500)}`);
  expect(res.text).toContain("cannot be shown again");
  return m[0];
}

/** One row of the site's database (read-only, beside the running server). */
function row<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new SQLite(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

const tokenOf = (name: string) =>
  row<{ id: number; last_used_at: string | null }>("select id, last_used_at from api_tokens where name = ?", name)!;
const tokenIdOf = (name: string) => tokenOf(name).id;

const lastAudit = (action: string) =>
  row<{ actor: string; actor_id: number | null; target: string; details: string | null }>(
    "select actor, actor_id, target, details from audit_log where action = ? order by id desc limit 1",
    action,
  );

beforeAll(async () => {
  site = await startSite({ ...OWNER_ENV, QUOTE_RATE_LIMIT: "0" });
  await addAccounts(site.dataDir, PEOPLE, "API");
  for (const [role, who] of [
    ["owner", OWNER],
    ["editor", PEOPLE.editor],
    ["sales", PEOPLE.sales],
  ] as const) {
    const signIn = await signInHttp(site.url, who);
    expect(signIn.status, `${role} signs in`).toBe(303);
    cookies[role] = signIn.cookie!;
  }
  readToken = await makeToken("Zapier read", "read");
  writeToken = await makeToken("Zapier write", "write");
});

afterAll(async () => {
  await site?.stop();
});

describe("the tokens page", () => {
  it("is for owners: editors and sales get 403; the sidebar links it for owners only", async () => {
    const owner = await getAs(site.url, "/admin/api-tokens", cookies.owner);
    expect(owner.status).toBe(200);
    expect(owner.text).toContain("Zapier read");
    expect(owner.text).toContain('href="/admin/api-tokens"');
    for (const role of ["editor", "sales"] as const) {
      expect((await getAs(site.url, "/admin/api-tokens", cookies[role])).status, role).toBe(403);
      expect((await getAs(site.url, "/admin/profile", cookies[role])).text, role).not.toContain(
        'href="/admin/api-tokens"',
      );
    }
  });

  it("never shows a token's secret again, and keeps only its hash", async () => {
    const page = await getAs(site.url, "/admin/api-tokens", cookies.owner);
    expect(page.text).not.toContain(readToken);
    expect(page.text).not.toMatch(/rt_[A-Za-z0-9_-]{43}/);
  });

  it("shows errors beside the fields and refuses a name in use", async () => {
    const empty = await postAs(site.url, "/admin/api-tokens", cookies.owner, {
      intent: "create",
      name: " ",
      scope: "",
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Name the token after what will use it.");
    expect(empty.text).toContain("Choose the token&#x27;s access.");
    expect(empty.text).toMatch(/aria-invalid="true"/);
    const taken = await postAs(site.url, "/admin/api-tokens", cookies.owner, {
      intent: "create",
      name: "zapier READ",
      scope: "read",
    });
    expect(taken.status).toBe(400);
    expect(taken.text).toContain("An active token already has this name");
  });

  it("audits the creation", () => {
    expect(lastAudit("api_token.create")).toMatchObject({
      actor: OWNER.email,
      target: expect.stringContaining("(Zapier write)"),
    });
  });

  it("works in a browser, without JavaScript too, accessibly at 390 and 1366 px: make, see once, revoke", async () => {
    const browser = await acquireBrowser();
    try {
      // Axe runs scripts in the page, so the run without JavaScript checks the flow only.
      for (const [viewport, javaScriptEnabled] of [
        [PHONE, true],
        [DESKTOP, true],
        [DESKTOP, false],
      ] as const) {
        const { page, context, consoleErrors } = await openPage(browser, viewport, { javaScriptEnabled });
        page.setDefaultTimeout(10_000);
        const check = async () => {
          if (!javaScriptEnabled) return;
          await expectNoAxeViolations(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        };
        const name = `Browser ${viewport.width}${javaScriptEnabled ? "" : " no JS"}`;
        await signInPage(page, site.url);
        await page.goto(`${site.url}/admin/api-tokens`);
        await check();

        await page.getByRole("button", { name: "Make token" }).click();
        await page.waitForLoadState();
        expect(await page.getByText("Name the token after what will use it.").count()).toBeGreaterThan(0);
        expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
        await check();

        await page.getByLabel("Name", { exact: true }).fill(name);
        await page.getByLabel("Read only").check();
        await page.getByRole("button", { name: "Make token" }).click();
        await page.waitForLoadState();
        const secret = await page.getByLabel("Token", { exact: true }).inputValue();
        expect(secret).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
        expect(await page.getByText("cannot be shown again").isVisible()).toBe(true);
        expect((await call("GET", TRACKO, { token: secret })).status).toBe(200);
        await check();

        await page.goto(`${site.url}/admin/api-tokens`);
        expect(await page.content()).not.toContain(secret);
        await page.getByRole("link", { name: `Revoke… the token ${name}` }).click();
        expect(await page.getByText(`Revoke the token “${name}”?`).isVisible()).toBe(true);
        await check();
        await page.getByRole("button", { name: `Revoke ${name}` }).click();
        await page.waitForLoadState();
        expect(await page.getByText(`The token “${name}” is revoked.`).isVisible()).toBe(true);
        expect((await call("GET", TRACKO, { token: secret })).status).toBe(401);
        // The refused form answers 400 on purpose; Chromium logs that status.
        expect(
          consoleErrors.filter((e) => !e.includes("status of 400")),
          name,
        ).toEqual([]);
        await context.close();
      }
    } finally {
      await releaseBrowser(browser);
    }
  });

  it("opens a confirmation before revoking", async () => {
    const id = tokenIdOf("Zapier read");
    const page = await getAs(site.url, `/admin/api-tokens?revoke=${id}`, cookies.owner);
    expect(page.text).toContain("Revoke the token “Zapier read”?");
    expect(page.text).toContain('name="intent" value="revoke"');
  });
});

describe("OpenAPI document", () => {
  it("is public JSON, 3.1, names every path, and every $ref resolves", async () => {
    const res = await call("GET", `${API}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    const paths = Object.keys(doc.paths);
    for (const name of COLLECTION_NAMES) {
      expect(paths).toContain(`${API}/content/${name}`);
      expect(paths).toContain(`${API}/content/${name}/{id}`);
      expect(paths).toContain(`${API}/content/${name}/{id}/publish`);
      expect(doc.paths[`${API}/content/${name}/{id}`].put.responses).toHaveProperty("428");
      expect(doc.components.schemas[`${name[0]!.toUpperCase()}${name.slice(1)}Record`].properties).toBeTypeOf("object");
    }
    expect(paths).toContain(`${API}/openapi.json`);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearerToken", "sessionCookie"]);
    const ids = new Set<string>();
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref") refs.push(value as string);
          else if (key === "operationId") {
            expect(ids.has(value as string), `operationId ${value} once`).toBe(false);
            ids.add(value as string);
          } else walk(value);
        }
      }
    };
    walk(doc);
    expect(ids.size).toBe(COLLECTION_NAMES.length * 4 + 1);
    for (const r of refs) {
      const target = r
        .replace(/^#\//, "")
        .split("/")
        .reduce<any>((node, key) => node?.[key], doc);
      expect(target, r).toBeDefined();
    }
  });
});

describe("errors are JSON", () => {
  it("unknown collection, id and address: 404 JSON", async () => {
    for (const p of [
      `${API}/content/blog`,
      `${API}/content/projects/no-such-project`,
      `${API}/nope`,
      `${API}/content/projects/x/y/z`,
    ]) {
      const res = await call("GET", p, { token: readToken });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toMatch(/^application\/json/);
      expect(res.body.error, p).toBe("not-found");
    }
  });

  it("no credentials or a bad token: 401 with WWW-Authenticate: Bearer", async () => {
    for (const token of [undefined, "rt_nope", `rt_${"A".repeat(43)}`]) {
      const res = await call("GET", TRACKO, { token });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(res.body.error).toBe("unauthorized");
    }
    const basic = await call("GET", TRACKO, { headers: { authorization: "Basic b3duZXI6cGFzcw==" } });
    expect(basic.status).toBe(401);
  });

  it("a wrong method: 405 with Allow", async () => {
    const res = await call("DELETE", TRACKO, { token: writeToken });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, PUT");
    expect((await call("GET", `${TRACKO}/publish`, { token: writeToken })).status).toBe(405);
  });
});

describe("reading", () => {
  it("lists a collection", async () => {
    const res = await call("GET", `${API}/content/products`, { cookie: cookies.editor });
    expect(res.status).toBe(200);
    expect(res.body.collection).toBe("products");
    expect(res.body.records.map((r: { id: string }) => r.id)).toContain("tracko");
  });

  it("answers a record with its ETag, no-store, and 304 for If-None-Match", async () => {
    const res = await call("GET", TRACKO, { cookie: cookies.editor });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"v\d+"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ collection: "products", id: "tracko", state: "shipped", version: 0, draft: null });
    expect(res.body.data.plans[0].pricing.price).toBeTypeOf("number");
    const again = await call("GET", TRACKO, {
      cookie: cookies.editor,
      headers: { "if-none-match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(res.headers.get("etag"));
    expect(again.text).toBe("");
  });

  it("takes ids with a slash percent-encoded", async () => {
    const list = await call("GET", `${API}/content/seo`, { token: readToken });
    const nested = (list.body.records as { id: string }[]).find((r) => r.id.includes("/"));
    expect(nested, "an SEO record of a nested page").toBeDefined();
    const res = await call("GET", `${API}/content/seo/${encodeURIComponent(nested!.id)}`, { token: readToken });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(nested!.id);
  });

  it("sales has no content access: 403 for reads and writes", async () => {
    expect((await call("GET", TRACKO, { cookie: cookies.sales })).status).toBe(403);
    expect((await call("GET", `${API}/content/products`, { cookie: cookies.sales })).status).toBe(403);
    const put = await call("PUT", TRACKO, {
      cookie: cookies.sales,
      origin: true,
      headers: { "if-match": '"v0"' },
      body: { data: {} },
    });
    expect(put.status).toBe(403);
    expect(put.body.error).toBe("forbidden");
  });
});

describe("writing", () => {
  const tracko = async () => call("GET", TRACKO, { cookie: cookies.editor });

  it("needs If-Match: 428 without it", async () => {
    const current = await tracko();
    const res = await call("PUT", TRACKO, { cookie: cookies.editor, origin: true, body: { data: current.body.data } });
    expect(res.status).toBe(428);
    expect(res.body.error).toBe("precondition-required");
  });

  it("refuses a stale ETag: 412 with the current one", async () => {
    const current = await tracko();
    const res = await call("PUT", TRACKO, {
      cookie: cookies.editor,
      origin: true,
      headers: { "if-match": '"v999"' },
      body: { data: current.body.data },
    });
    expect(res.status).toBe(412);
    expect(res.headers.get("etag")).toBe(current.headers.get("etag"));
    expect(res.body.error).toBe("precondition-failed");
  });

  it("refuses an invalid record: 400 with field errors by path", async () => {
    const current = await tracko();
    const data = structuredClone(current.body.data);
    data.plans[0].pricing.price = -5;
    const res = await call("PUT", TRACKO, {
      cookie: cookies.editor,
      origin: true,
      headers: { "if-match": current.headers.get("etag")! },
      body: { data },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("invalid");
    expect(Object.keys(res.body.fields)).toContain("plans[0].pricing.price");
    expect(res.body.fields["plans[0].pricing.price"][0]).toBeTypeOf("string");
  });

  it("refuses bodies that are not JSON { data }, too large, or of another type", async () => {
    const etag = (await tracko()).headers.get("etag")!;
    const base = { cookie: cookies.editor, origin: true, headers: { "if-match": etag } };
    const notJson = await call("PUT", TRACKO, {
      ...base,
      headers: { ...base.headers, "content-type": "application/json" },
      raw: "{nope",
    });
    expect([notJson.status, notJson.body.error]).toEqual([400, "bad-request"]);
    const bare = await call("PUT", TRACKO, { ...base, body: (await tracko()).body.data });
    expect([bare.status, bare.body.error]).toEqual([400, "bad-request"]);
    const form = await call("PUT", TRACKO, {
      ...base,
      headers: { ...base.headers, "content-type": "text/plain" },
      raw: "{}",
    });
    expect([form.status, form.body.error]).toEqual([415, "unsupported-media-type"]);
    const big = await call("PUT", TRACKO, { ...base, body: { data: { padding: "x".repeat(1024 * 1024) } } });
    expect([big.status, big.body.error]).toEqual([413, "too-large"]);
    // Without a length (chunked): refused once past the limit, still with a 413.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 24) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(site.url + TRACKO, {
      method: "PUT",
      headers: { cookie: cookies.editor, origin: site.url, "if-match": etag, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // Refusals that leave the body unread (401 here) do not stall the connection for the next requests.
    const refused = await call("PUT", TRACKO, {
      headers: { "if-match": etag },
      body: { data: { padding: "x".repeat(900 * 1024) } },
    });
    expect(refused.status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await call("GET", TRACKO, { token: readToken })).status).toBe(200);
  });

  it("a session's write needs our own Origin: 403 without it", async () => {
    const current = await tracko();
    const res = await call("PUT", TRACKO, {
      cookie: cookies.editor,
      headers: { "if-match": current.headers.get("etag")! },
      body: { data: current.body.data },
    });
    expect(res.status).toBe(403);
    const foreign = await call("PUT", TRACKO, {
      cookie: cookies.editor,
      headers: { "if-match": current.headers.get("etag")!, origin: "https://evil.example" },
      body: { data: current.body.data },
    });
    expect(foreign.status).toBe(403);
  });

  it("saves a draft (new ETag), GET shows it, publish puts it on the site", async () => {
    const current = await tracko();
    const data = structuredClone(current.body.data);
    data.heading = "Plans checked by the content API test";
    data.plans[0].pricing.price = 321;
    const saved = await call("PUT", TRACKO, {
      cookie: cookies.editor,
      origin: true,
      headers: { "if-match": current.headers.get("etag")! },
      body: { data },
    });
    expect(saved.status).toBe(200);
    const etag = saved.headers.get("etag")!;
    expect(etag).toMatch(/^"v\d+"$/);
    expect(etag).not.toBe(current.headers.get("etag"));
    expect(saved.body).toMatchObject({ state: "draft", draft: data, data });
    expect(lastAudit("content.draft_saved")).toMatchObject({ actor: PEOPLE.editor.email, target: "products/tracko" });

    const read = await tracko();
    expect(read.headers.get("etag")).toBe(etag);
    expect(read.body).toMatchObject({ state: "draft", draft: data, published: null });
    expect((await fetch(`${site.url}/product/tracko`).then((r) => r.text())).includes(data.heading)).toBe(false);

    const stale = await call("POST", `${TRACKO}/publish`, {
      cookie: cookies.editor,
      origin: true,
      headers: { "if-match": current.headers.get("etag")! },
    });
    expect(stale.status).toBe(412);
    expect(stale.headers.get("etag")).toBe(etag);

    const published = await call("POST", `${TRACKO}/publish`, {
      cookie: cookies.editor,
      origin: true,
      headers: { "if-match": etag },
    });
    expect(published.status).toBe(200);
    expect(published.headers.get("etag")).not.toBe(etag);
    expect(published.body).toMatchObject({ state: "published", published: data, draft: null });
    expect(await fetch(`${site.url}/product/tracko`).then((r) => r.text())).toContain(data.heading);

    const nothing = await call("POST", `${TRACKO}/publish`, { cookie: cookies.editor, origin: true });
    expect([nothing.status, nothing.body.error]).toEqual([409, "conflict"]);
  });

  it("a read token reads but may not write: 403", async () => {
    const read = await call("GET", TRACKO, { token: readToken });
    expect(read.status).toBe(200);
    const put = await call("PUT", TRACKO, {
      token: readToken,
      headers: { "if-match": read.headers.get("etag")! },
      body: { data: read.body.data },
    });
    expect(put.status).toBe(403);
    expect(put.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    expect((await call("POST", `${TRACKO}/publish`, { token: readToken })).status).toBe(403);
  });

  it("a write token writes (no Origin needed), audited under its name, and its use is noted", async () => {
    const read = await call("GET", TRACKO, { token: writeToken });
    const data = { ...read.body.data, eyebrow: "Pricing by token" };
    const put = await call("PUT", TRACKO, {
      token: writeToken,
      headers: { "if-match": read.headers.get("etag")! },
      body: { data },
    });
    expect(put.status).toBe(200);
    expect(put.body.updatedBy).toBe("token:Zapier write");
    const entry = lastAudit("content.draft_saved");
    expect(`${entry?.actor} ${entry?.details}`).toContain("token:Zapier write");
    expect(tokenOf("Zapier write").last_used_at).not.toBeNull();
  });

  it("creates a record with a new id only with If-None-Match: *, in collections that take new ids", async () => {
    const template = (await call("GET", `${API}/content/testimonials/rohit-sharma`, { token: writeToken })).body.data;
    const data = { ...template, id: "api-created", name: "Asha API" };
    const url = `${API}/content/testimonials/api-created`;
    const withMatch = await call("PUT", url, { token: writeToken, headers: { "if-match": '"v0"' }, body: { data } });
    expect(withMatch.status).toBe(412);
    const created = await call("PUT", url, { token: writeToken, headers: { "if-none-match": "*" }, body: { data } });
    expect(created.status).toBe(201);
    expect(created.headers.get("etag")).toMatch(/^"v\d+"$/);
    expect(created.headers.get("location")).toBe(url);
    expect(created.body).toMatchObject({ state: "new-draft", id: "api-created" });
    const again = await call("PUT", url, { token: writeToken, headers: { "if-none-match": "*" }, body: { data } });
    expect(again.status).toBe(412);
    expect(again.headers.get("etag")).toBe(created.headers.get("etag"));
    const wrongId = await call("PUT", `${API}/content/testimonials/other-id`, {
      token: writeToken,
      headers: { "if-none-match": "*" },
      body: { data },
    });
    expect([wrongId.status, Object.keys(wrongId.body.fields ?? {})]).toEqual([400, ["id"]]);
    const noCreate = await call("PUT", `${API}/content/products/new-product`, {
      token: writeToken,
      headers: { "if-none-match": "*" },
      body: { data: {} },
    });
    expect(noCreate.status).toBe(404);
  });

  it("offers FAQs like every collection (issue 27): created with If-None-Match: *, published, listed", async () => {
    const id = "api-question";
    const data = {
      id,
      page: "/services/software_development",
      question: "Do you sign an NDA?",
      answer: "Yes, before the first call.",
      visible: true,
      order: 10,
    };
    const url = `${API}/content/faqs/${id}`;
    const created = await call("PUT", url, { token: writeToken, headers: { "if-none-match": "*" }, body: { data } });
    expect([created.status, created.body.state]).toEqual([201, "new-draft"]);
    const published = await call("POST", `${url}/publish`, { token: writeToken });
    expect([published.status, published.body.state, published.body.title]).toEqual([200, "published", data.question]);
    const list = await call("GET", `${API}/content/faqs`, { token: writeToken });
    expect(list.body.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it("a revoked token is refused at once: 401", async () => {
    const id = tokenIdOf("Zapier write");
    const res = await postAs(
      site.url,
      "/admin/api-tokens",
      cookies.owner,
      { intent: "revoke", id: String(id) },
      await csrfOf(site.url, cookies.owner),
    );
    expect(res.status).toBe(303);
    expect(lastAudit("api_token.revoke")).toMatchObject({
      actor: OWNER.email,
      target: expect.stringContaining("(Zapier write)"),
    });
    const after = await call("GET", TRACKO, { token: writeToken });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("before the back office exists", () => {
  it("every API address answers a JSON 404", async () => {
    const bare = await startSite({ QUOTE_RATE_LIMIT: "0" });
    try {
      for (const [method, p] of [
        ["GET", `${API}/openapi.json`],
        ["GET", `${API}/content/products`],
        ["PUT", `${API}/content/products/tracko`],
        ["POST", `${API}/content/products/tracko/publish`],
        ["GET", `${API}/nope`],
      ] as const) {
        const res = await fetch(bare.url + p, { method, headers: { authorization: `Bearer rt_${"A".repeat(43)}` } });
        expect(res.status, `${method} ${p}`).toBe(404);
        expect(res.headers.get("content-type"), p).toMatch(/^application\/json/);
        expect(((await res.json()) as { error: string }).error).toBe("not-found");
      }
    } finally {
      await bare.stop();
    }
  });
});
