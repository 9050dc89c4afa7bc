import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
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

/** Resolves with the process exit code, rejecting if it takes longer than `ms`. */
function exitOf(site: RunningSite, ms = 20_000): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (site.process.exitCode !== null) return resolve(site.process.exitCode);
    const timer = setTimeout(() => reject(new Error(`server still running after ${ms} ms:\n${site.output()}`)), ms);
    site.process.once("exit", (code) => {
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

describe("health and readiness", () => {
  it("/healthz and /readyz answer 200 JSON that no cache keeps", async () => {
    const site = await startSite();
    try {
      const health = await fetch(`${site.url}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get("content-type")).toMatch(/^application\/json/);
      expect(health.headers.get("cache-control")).toBe("no-store");
      expect(await health.json()).toEqual({ status: "ok" });

      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toEqual({ status: "ready" });

      const head = await fetch(`${site.url}/healthz?probe=1`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    } finally {
      await site.stop();
    }
  });
});

describe("graceful shutdown", () => {
  it("closes idle keep-alive connections, logs the shutdown and exits 0", async () => {
    const site = await startSite({ LOG_LEVEL: "info" });
    const conn = connect(site.url);
    await conn.opened;
    conn.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${conn.host}\r\n\r\n`);
    await until(() => conn.received().includes('{"status":"ok"}'), "the keep-alive answer");
    expect(conn.received()).toMatch(/Connection: keep-alive/i);

    site.process.kill("SIGTERM");
    // The hard timeout exits 1: 0 means the idle connection was closed, not waited out.
    expect(await exitOf(site)).toBe(0);
    await conn.closed;
    const messages = logLines(site).map((l) => l.msg);
    const stopping = messages.indexOf("shutting down: finishing in-flight requests");
    expect(stopping).toBeGreaterThan(-1);
    expect(messages.indexOf("shutdown complete")).toBeGreaterThan(stopping);
  });

  it("a quote whose body is still arriving at SIGTERM is answered and stored", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-ops-"));
    const site = await startSite({ LOG_LEVEL: "info", DATA_DIR: dataDir });
    try {
      const body = JSON.stringify({ name: "Graceful Gita", phone_number: "+91 90000 11111", message: "Sent while stopping" });
      const conn = connect(site.url);
      await conn.opened;
      conn.socket.write(
        `POST ${QUOTE_API} HTTP/1.1\r\nHost: ${conn.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
      );
      await new Promise((r) => setTimeout(r, 200));
      site.process.kill("SIGTERM");
      await until(() => site.output().includes("shutting down"), "the shutdown line");
      conn.socket.write(body.slice(20));
      await conn.closed;
      expect(conn.received()).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(conn.received()).toContain('{"result":true}');
      expect(await exitOf(site)).toBe(0);

      const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
      try {
        const rows = db.prepare("SELECT name FROM quote_requests").all();
        expect(rows).toEqual([{ name: "Graceful Gita" }]);
        const outbox = db.prepare("SELECT status FROM mail_outbox").all() as { status: string }[];
        expect(outbox).toHaveLength(1);
      } finally {
        db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("lets a request that has started arriving finish, then exits 0", async () => {
    const site = await startSite({ LOG_LEVEL: "info" });
    const conn = connect(site.url);
    await conn.opened;
    // Half a request: the server has begun reading it when the signal comes.
    conn.socket.write(`GET /about_us HTTP/1.1\r\nHost: ${conn.host}\r\n`);
    await new Promise((r) => setTimeout(r, 200));
    site.process.kill("SIGTERM");
    await until(() => site.output().includes("shutting down"), "the shutdown line");
    expect(site.process.exitCode).toBeNull();

    conn.socket.write("Accept: text/html\r\n\r\n");
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(conn.received()).toMatch(/Connection: close/i);
    expect(conn.received()).toContain("</html>");
    expect(await exitOf(site)).toBe(0);
    expect(site.output()).toContain("shutdown complete");
  });

  it("refuses new connections once stopping, and /readyz says so on open ones", async () => {
    const site = await startSite({ LOG_LEVEL: "info" });
    const conn = connect(site.url);
    await conn.opened;
    conn.socket.write(`GET /readyz HTTP/1.1\r\nHost: ${conn.host}\r\n`);
    await new Promise((r) => setTimeout(r, 200));
    site.process.kill("SIGTERM");
    await until(() => site.output().includes("shutting down"), "the shutdown line");

    await expect(fetch(`${site.url}/healthz`)).rejects.toThrow();
    conn.socket.write("\r\n");
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(conn.received()).toContain('"status":"stopping"');
    expect(await exitOf(site)).toBe(0);
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

  it("without TRUST_PROXY, forwarded headers are ignored", async () => {
    const site = await startSite({ SITE_URL: "https://www.example.com" });
    try {
      expect((await proxied(site, "https://www.example.com")).status).toBe(400);
    } finally {
      await site.stop();
    }
  });
});

describe("logs", () => {
  it("are JSON lines with one line per request, and never contain what a visitor typed", async () => {
    const site = await startSite({ LOG_LEVEL: "trace", QUOTE_RATE_LIMIT: "0" });
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
