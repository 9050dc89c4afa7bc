import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_ENV } from "../support/admin";
import { type RunningSite, startSite } from "../support/site";

/**
 * Issue 17, item 12: DELETE / (or PUT on any page) reached React Router, which logged an
 * error with a stack trace for each, so anyone could flood the error log. Pages now
 * answer 405 first; the JSON APIs still answer their own methods.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite({ ...OWNER_ENV, LOG_LEVEL: "info" });
});

afterAll(async () => {
  await site?.stop();
});

describe("methods a page does not take", () => {
  it("answers 405 with Allow, logs no error, and leaves the APIs' own answers alone", async () => {
    for (const [method, path] of [["DELETE", "/"], ["PUT", "/about_us"], ["PATCH", "/contact_us"], ["DELETE", "/admin"], ["PUT", "/no-such-page"]]) {
      const res = await fetch(`${site.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    // The content API takes PUT (here refused for want of credentials, as JSON).
    const api = await fetch(`${site.url}/admin/api/content/products/tracko`, { method: "PUT" });
    expect(api.status).toBe(401);
    expect(api.headers.get("content-type")).toContain("application/json");
    // The legacy JSON API answers in its own way.
    const legacy = await fetch(`${site.url}/api/projects`, { method: "DELETE" });
    expect(legacy.headers.get("allow")).toBe("POST");

    await new Promise((r) => setTimeout(r, 200));
    const errors = site
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
