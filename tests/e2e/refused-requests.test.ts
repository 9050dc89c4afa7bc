import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { type RunningSite, startSite } from "../support/site";

/**
 * Requests the server refuses (issue 29): a cross-origin form post is a 400 and one warning
 * line per client address per minute, never an error with a stack (finding 8); a request with
 * two Host headers is a 400 (finding 10b).
 */

let site: RunningSite;

beforeAll(async () => {
  // A trusted proxy on loopback, so X-Forwarded-For can play several client addresses.
  site = await startSite({ LOG_LEVEL: "warn", TRUST_PROXY: "loopback" });
});
afterAll(async () => {
  await site?.stop();
});

/** The JSON log lines the server printed. */
function logLines(): Record<string, unknown>[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const EVIL = "http://evil.test";

describe("a cross-origin form post", () => {
  const post = (clientIp: string, target: string) =>
    rawRequest(site.url, {
      method: "POST",
      target,
      headers: { Origin: EVIL, "X-Forwarded-For": clientIp, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Evil Eve", phone_number: "+91 90000 00000", message: "hello" }).toString(),
    });

  it("is refused with a 400 and logged as one warning per address per minute, without a stack", async () => {
    for (const target of ["/contact_us", "/about_us", "/admin/login"]) {
      const res = await post("203.0.113.7", target);
      expect(res.status, target).toBe(400);
      expect(res.body.toString(), target).toContain("Bad Request");
    }
    expect((await post("203.0.113.8", "/contact_us")).status).toBe(400);
    // The same refusal of a client-side navigation's data request (single fetch).
    expect((await post("203.0.113.9", "/contact_us.data")).status).toBe(400);

    const lines = logLines();
    expect(lines.filter((l) => l.level === "error" || l.level === "fatal")).toEqual([]);
    expect(site.output()).not.toMatch(/stack|\\n\s+at /);
    const refusals = lines.filter((l) => l.origin === EVIL);
    expect(refusals).toEqual([
      expect.objectContaining({ level: "warn", method: "POST", path: "/contact_us", origin: EVIL, ip: "203.0.113.7" }),
      expect.objectContaining({ level: "warn", method: "POST", path: "/contact_us", origin: EVIL, ip: "203.0.113.8" }),
      expect.objectContaining({
        level: "warn",
        method: "POST",
        path: "/contact_us.data",
        origin: EVIL,
        ip: "203.0.113.9",
      }),
    ]);
    expect(String(refusals[0]!.msg)).toMatch(/cross-origin/i);
  });
});

describe("two Host headers", () => {
  it("are a 400, on a prerendered page, a rendered one and the health check, whether they agree or not", async () => {
    const host = new URL(site.url).host;
    for (const target of ["/about_us", "/", "/admin/login", "/no-such-page", "/healthz"]) {
      // raw-http sends its own "Host" line; a lower-case "host" key adds a second one.
      const same = await rawRequest(site.url, { target, headers: { host } });
      expect(same.status, `${target}, twice the same Host`).toBe(400);
      const other = await rawRequest(site.url, { target, headers: { host: "evil.test" } });
      expect(other.status, `${target}, two different Hosts`).toBe(400);
      expect(other.body.toString()).toContain("Bad request");
    }
    // One Host is fine.
    expect((await rawRequest(site.url, { target: "/about_us" })).status).toBe(200);
    expect((await rawRequest(site.url, { target: "/no-such-page" })).status).toBe(404);
  });
});
