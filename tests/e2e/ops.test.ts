import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_ENV } from "../support/admin";
import { rawRequest } from "../support/raw-http";
import { type RunningSite, startSite } from "../support/site";

/**
 * What the operator relies on: health and readiness endpoints, graceful shutdown
 * that lets in-flight requests finish, and JSON logs without visitor data.
 */

const QUOTE_API = "/laravel_website/api/website_send_email";

/** The JSON log lines a server printed. */
function logLines(site: RunningSite): Record<string, unknown>[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Resolves with the process exit code once its output has been read to the end, rejecting if
 * that takes longer than `ms`. ("exit" may come before the last lines on stdout; "close" does not.)
 */
function exitOf(site: RunningSite, ms = 20_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (site.process.exitCode !== null && site.process.stdout!.closed) return resolve(site.process.exitCode);
    const timer = setTimeout(() => reject(new Error(`server still running after ${ms} ms:\n${site.output()}`)), ms);
    site.process.once("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** A raw connection that collects everything the server sends. */
function connect(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.on("data", (d) => (received += d.toString("utf8")));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  return { socket, opened, closed, received: () => received, host: `${hostname}:${port}` };
}

const until = async (check: () => boolean, what: string, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * Health, forwarded headers without TRUST_PROXY, slow clients, methods and the logs need no
 * setting of their own but these: they share one server. The logs test, last, stops it.
 */
let plain: RunningSite;
beforeAll(async () => {
  plain = await startSite({
    ...OWNER_ENV,
    SITE_URL: "https://www.example.com",
    LOG_LEVEL: "trace",
    QUOTE_RATE_LIMIT: "0",
    // Small values keep the slow-client test quick; the defaults are 10 s (headers) and 30 s (whole request).
    HEADERS_TIMEOUT_MS: "1000",
    REQUEST_TIMEOUT_MS: "1500",
  });
});
afterAll(async () => {
  await plain?.stop();
});

describe("health and readiness", () => {
  it("/healthz and /readyz answer 200 JSON that no cache keeps", async () => {
    const health = await fetch(`${plain.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("content-type")).toMatch(/^application\/json/);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual({ status: "ok" });

    const ready = await fetch(`${plain.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });

    const head = await fetch(`${plain.url}/healthz?probe=1`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});

describe("graceful shutdown", () => {
  // One server, stopped once with requests in every state in flight; each is checked below,
  // in order (the server exits when the last one is done).
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-ops-"));
  const quoteBody = JSON.stringify({
    name: "Graceful Gita",
    phone_number: "+91 90000 11111",
    message: "Sent while stopping",
  });
  const apiBody = JSON.stringify({ name: "Closing Chitra", phone_number: "+91 90000 33333", message: "In flight" });
  const formBody = new URLSearchParams({
    name: "Closing Kamal",
    phone_number: "+91 90000 44444",
    message: "In flight",
  }).toString();
  let site: RunningSite;
  let idle: ReturnType<typeof connect>;
  let quote: ReturnType<typeof connect>;
  let api: ReturnType<typeof connect>;
  let form: ReturnType<typeof connect>;
  let page: ReturnType<typeof connect>;
  let ready: ReturnType<typeof connect>;
  let idleClosed = false;

  beforeAll(async () => {
    site = await startSite({ LOG_LEVEL: "info", QUOTE_RATE_LIMIT: "0", DATA_DIR: dataDir });
    const conns = [(idle = connect(site.url)), (quote = connect(site.url)), (api = connect(site.url))];
    conns.push((form = connect(site.url)), (page = connect(site.url)), (ready = connect(site.url)));
    await Promise.all(conns.map((c) => c.opened));
    void idle.closed.then(() => (idleClosed = true));
    // A keep-alive connection that has had its answer and now sits idle.
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${idle.host}\r\n\r\n`);
    await until(() => idle.received().includes('{"status":"ok"}'), "the keep-alive answer");
    expect(idle.received()).toMatch(/Connection: keep-alive/i);
    // Requests the server has begun reading: bodies cut short, or headers not yet ended.
    const post = (c: ReturnType<typeof connect>, target: string, type: string, body: string, sent: number) =>
      c.socket.write(
        `POST ${target} HTTP/1.1\r\nHost: ${c.host}\r\nContent-Type: ${type}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`,
      );
    post(quote, QUOTE_API, "application/json", quoteBody, 20);
    post(api, QUOTE_API, "application/json", apiBody, 10);
    post(form, "/contact_us", "application/x-www-form-urlencoded", formBody, 10);
    page.socket.write(`GET /about_us HTTP/1.1\r\nHost: ${page.host}\r\n`);
    ready.socket.write(`GET /readyz HTTP/1.1\r\nHost: ${ready.host}\r\n`);
    await new Promise((r) => setTimeout(r, 500)); // the server has read them
    site.process.kill("SIGTERM");
    await until(() => site.output().includes("shutting down"), "the shutdown line");
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("closes idle keep-alive connections at once", async () => {
    await until(() => idleClosed, "the idle connection to close", 5_000);
    // Closed by the shutdown, not by the exit: the other requests are still open.
    expect(site.process.exitCode).toBeNull();
  });

  it("refuses new connections once stopping, and /readyz says so on open ones", async () => {
    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
    ready.socket.write("\r\n");
    await ready.closed;
    expect(ready.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(ready.received()).toContain('"status":"stopping"');
  });

  it("lets a request that has started arriving finish, with Connection: close", async () => {
    expect(site.process.exitCode).toBeNull();
    page.socket.write("Accept: text/html\r\n\r\n");
    await page.closed;
    expect(page.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(page.received()).toMatch(/Connection: close/i);
    expect(page.received()).toContain("</html>");
  });

  it("answers a quote whose body is still arriving", async () => {
    quote.socket.write(quoteBody.slice(20));
    await quote.closed;
    expect(quote.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(quote.received()).toContain('{"result":true}');
  });

  it("responses in flight say Connection: close, not Keep-Alive (quote API and form post)", async () => {
    api.socket.write(apiBody.slice(10));
    form.socket.write(formBody.slice(10));
    await Promise.all([api.closed, form.closed]);
    for (const [what, conn, status] of [
      ["api", api, 200],
      ["form", form, 303],
    ] as const) {
      const head = conn.received().slice(0, conn.received().indexOf("\r\n\r\n"));
      expect(head, what).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head, what).toMatch(/\r\nConnection: close/i);
      expect(head, what).not.toMatch(/\r\nKeep-Alive:/i);
    }
  });

  it("then exits 0, having logged the shutdown and stored every request it answered", async () => {
    // The hard timeout exits 1: 0 means nothing was waited out.
    expect(await exitOf(site)).toBe(0);
    const messages = logLines(site).map((l) => l.msg);
    const stopping = messages.indexOf("shutting down: finishing in-flight requests");
    expect(stopping).toBeGreaterThan(-1);
    expect(messages.indexOf("shutdown complete")).toBeGreaterThan(stopping);

    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    try {
      const rows = db.prepare("SELECT name FROM quote_requests ORDER BY name").all();
      expect(rows).toEqual([{ name: "Closing Chitra" }, { name: "Closing Kamal" }, { name: "Graceful Gita" }]);
      const outbox = db.prepare("SELECT status FROM mail_outbox").all() as { status: string }[];
      expect(outbox).toHaveLength(3);
    } finally {
      db.close();
    }
  });
});

describe("behind a reverse proxy", () => {
  const form = new URLSearchParams({ name: "Proxy Priya", phone_number: "+91 90000 22222", message: "Via the proxy" });
  const proxied = (site: RunningSite, origin: string) =>
    rawRequest(site.url, {
      method: "POST",
      target: "/contact_us",
      headers: {
        // What nginx sends with its default Host and X-Forwarded-* set.
        Origin: origin,
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "www.example.com",
        "X-Forwarded-For": "203.0.113.7",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    });

  it("with TRUST_PROXY, a form posted on the public https origin is accepted, a foreign one is not", async () => {
    const site = await startSite({ TRUST_PROXY: "loopback", SITE_URL: "https://www.example.com" });
    try {
      const ok = await proxied(site, "https://www.example.com");
      expect(ok.status).toBe(303);
      expect(ok.headers.location).toBe("/Thanku");
      expect((await proxied(site, "https://evil.example.net")).status).toBe(400);
    } finally {
      await site.stop();
    }
  });

  it("without TRUST_PROXY, forwarded headers are ignored, and the first one is warned about once", async () => {
    expect((await proxied(plain, "https://www.example.com")).status).toBe(400);
    expect((await proxied(plain, "https://www.example.com")).status).toBe(400);
    expect((await fetch(`${plain.url}/about_us`, { headers: { "X-Forwarded-Proto": "https" } })).status).toBe(200);
    const warnings = logLines(plain).filter((l) => String(l.msg).includes("TRUST_PROXY"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe("warn");
    expect(String(warnings[0]!.msg)).toMatch(/X-Forwarded/);
  });

  it("TRUST_PROXY=true is warned about at start outside production", async () => {
    const site = await startSite({ NODE_ENV: "development", TRUST_PROXY: "true" });
    try {
      const warnings = logLines(site).filter((l) => l.level === "warn" && String(l.msg).includes("TRUST_PROXY=true"));
      expect(warnings).toHaveLength(1);
    } finally {
      await site.stop();
    }
  });

  it("a forwarded client address that is not an IP address is never stored nor counted", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-proxy-"));
    // A hop count trusts whatever the nearest hop wrote, junk included.
    const site = await startSite({ DATA_DIR: dataDir, TRUST_PROXY: "1", QUOTE_RATE_LIMIT: "0" });
    try {
      const api = await rawRequest(site.url, {
        method: "POST",
        target: QUOTE_API,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "foo" },
        body: JSON.stringify({ name: "Junk Jaya", phone_number: "+91 90000 55555", message: "XFF junk" }),
      });
      expect(api.status).toBe(200);
      const page = await rawRequest(site.url, {
        method: "POST",
        target: "/contact_us",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "<script>, foo" },
        body: new URLSearchParams({
          name: "Junk Jyoti",
          phone_number: "+91 90000 66666",
          message: "XFF junk",
        }).toString(),
      });
      expect(page.status).toBe(303);
      expect(await site.stop()).toBe(0);
      const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
      try {
        const rows = db.prepare("SELECT name, client_ip FROM quote_requests ORDER BY name").all();
        expect(rows).toEqual([
          { name: "Junk Jaya", client_ip: "127.0.0.1" },
          { name: "Junk Jyoti", client_ip: "127.0.0.1" },
        ]);
      } finally {
        db.close();
      }
    } finally {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("slow and numerous clients", () => {
  /** Resolves with what a connection received once the server closed it, or rejects after `ms`. */
  const closedWithin = (conn: ReturnType<typeof connect>, ms: number) =>
    Promise.race([
      conn.closed.then(() => conn.received()),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
    ]);

  it("headers or a body that stop arriving are answered 408 and the connection closed", async () => {
    const headers = connect(plain.url);
    const body = connect(plain.url);
    await Promise.all([headers.opened, body.opened]);
    const started = Date.now();
    headers.socket.write(`GET /about_us HTTP/1.1\r\nHost: ${headers.host}\r\n`);
    body.socket.write(
      `POST /contact_us HTTP/1.1\r\nHost: ${body.host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        "Content-Length: 100\r\n\r\nname=Slow",
    );
    const [a, b] = await Promise.all([closedWithin(headers, 6_000), closedWithin(body, 6_000)]);
    expect(a).toMatch(/^HTTP\/1\.1 408 /);
    expect(b).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await fetch(`${plain.url}/healthz`)).status).toBe(200);
  });

  it("MAX_CONNECTIONS and MAX_CONNECTIONS_PER_ADDRESS refuse connections over the caps", async () => {
    const [perAddress, total] = await Promise.all([
      startSite({ MAX_CONNECTIONS_PER_ADDRESS: "3" }),
      startSite({ MAX_CONNECTIONS: "4", MAX_CONNECTIONS_PER_ADDRESS: "0" }),
    ]);
    try {
      for (const [site, cap] of [
        [perAddress, 3],
        [total, 4],
      ] as const) {
        const held = Array.from({ length: cap }, () => connect(site.url));
        await Promise.all(held.map((c) => c.opened));
        // An answer on each shows the server has accepted (and counted) them; they stay open.
        for (const c of held) c.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${c.host}\r\n\r\n`);
        await until(
          () => held.every((c) => c.received().includes('{"status":"ok"}')),
          "answers on the held connections",
        );
        const extra = connect(site.url);
        await extra.opened.catch(() => {});
        extra.socket.on("error", () => {});
        extra.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${extra.host}\r\n\r\n`);
        expect(await closedWithin(extra, 3_000), `cap ${cap}`).toBe("");
        // The held ones still work, and room comes back once one closes.
        held[0]!.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${held[0]!.host}\r\nConnection: close\r\n\r\n`);
        expect(await closedWithin(held[0]!, 3_000)).toMatch(/HTTP\/1\.1 200 [^]*HTTP\/1\.1 200 /);
        // The server may count the closed one a moment later: ask again for up to 3 s.
        let again = "";
        for (const end = Date.now() + 3_000; !again.startsWith("HTTP/1.1 200 ") && Date.now() < end;) {
          const conn = connect(site.url);
          conn.socket.on("error", () => {});
          await conn.opened.catch(() => {});
          conn.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${conn.host}\r\nConnection: close\r\n\r\n`);
          again = await closedWithin(conn, 3_000);
          if (!again) await new Promise((r) => setTimeout(r, 50));
        }
        expect(again).toMatch(/^HTTP\/1\.1 200 /);
        for (const c of held) c.socket.destroy();
      }
    } finally {
      await perAddress.stop();
      await total.stop();
    }
  });
});

/**
 * Issue 17, item 12: DELETE / (or PUT on any page) reached React Router, which logged an
 * error with a stack trace for each, so anyone could flood the error log. Pages now
 * answer 405 first; the JSON APIs still answer their own methods.
 */
describe("methods a page does not take", () => {
  it("answers 405 with Allow, logs no error, and leaves the APIs' own answers alone", async () => {
    const errorsBefore = logLines(plain).filter((l) => Number(l.level) >= 50).length;
    for (const [method, path] of [
      ["DELETE", "/"],
      ["PUT", "/about_us"],
      ["PATCH", "/contact_us"],
      ["DELETE", "/admin"],
      ["PUT", "/no-such-page"],
    ]) {
      const res = await fetch(`${plain.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    // The content API takes PUT (here refused for want of credentials, as JSON).
    const api = await fetch(`${plain.url}/admin/api/content/products/tracko`, { method: "PUT" });
    expect(api.status).toBe(401);
    expect(api.headers.get("content-type")).toContain("application/json");
    // The legacy JSON API answers in its own way.
    const legacy = await fetch(`${plain.url}/api/projects`, {
      method: "DELETE",
      headers: { "X-Request-Id": "methods-last" },
    });
    expect(legacy.headers.get("allow")).toBe("POST");

    // A request's log line is written once it is answered: wait for the last one's.
    await until(() => logLines(plain).some((l) => l.reqId === "methods-last"), "the last request's log line");
    const errors = logLines(plain).filter((l) => Number(l.level) >= 50);
    expect(errors.slice(errorsBefore)).toEqual([]);
  });
});

describe("logs", () => {
  it("are JSON lines with one line per request, and never contain what a visitor typed", async () => {
    const site = plain;
    const name = "Zebulon Quokkafield";
    const phone = "+91 98765 43210";
    const message = "Secret-plan-7f3a: build us a unicorn CRM";
    try {
      const json = await fetch(`${site.url}${QUOTE_API}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Request-Id": "log-test-json" },
        body: JSON.stringify({ name, phone_number: phone, message }),
      });
      expect(json.status).toBeLessThan(500);

      const form = await fetch(`${site.url}/contact_us`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Request-Id": "log-test-form" },
        body: new URLSearchParams({ name, phone_number: phone, message }).toString(),
        redirect: "manual",
      });
      expect(form.status).toBeLessThan(500);

      const broken = await fetch(`${site.url}${QUOTE_API}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Request-Id": "log-test-broken" },
        body: `{"name": "${name}", "phone_number": "${phone}", "message": "${message}"`,
      });
      expect(broken.status).toBeLessThan(500);

      const query = await fetch(
        `${site.url}/contact_us?${new URLSearchParams({ name, phone_number: phone, message })}`,
        { headers: { "X-Request-Id": "log-test-query" } },
      );
      expect(query.status).toBe(200);
    } finally {
      expect(await site.stop()).toBe(0);
    }

    const lines = logLines(site); // throws on any line that is not JSON
    const requests = lines.filter((l) => l.msg === "request");
    for (const id of ["log-test-json", "log-test-form", "log-test-broken", "log-test-query"]) {
      const line = requests.find((l) => l.reqId === id);
      expect(line, `request line for ${id}`).toBeDefined();
      expect(Object.keys(line!)).toEqual(
        expect.arrayContaining(["level", "time", "reqId", "method", "path", "status", "ms"]),
      );
    }
    expect(requests.find((l) => l.reqId === "log-test-query")!.path).toBe("/contact_us");

    const output = site.output();
    const encoded = [encodeURIComponent(name), new URLSearchParams({ phone }).toString().slice(6)];
    for (const secret of [name, phone, message, "Zebulon", "98765", "unicorn", ...encoded]) {
      expect(output.includes(secret), `the logs contain "${secret}"`).toBe(false);
    }
  });
});
