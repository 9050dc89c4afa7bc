import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDetail, projects } from "#shared/content/portfolio";
import { projectsEndpoint } from "#server/api/projects";
import { createLogger } from "#server/logger";
import type { Services } from "#server/services";

let server: Server;
let base: string;

beforeAll(async () => {
  const endpoint = projectsEndpoint({} as Services, {}, createLogger({ LOG_LEVEL: "silent" }));
  const info = { id: "test", start: 0, extraHeaders: [] };
  server = createServer((req, res) => void (endpoint.handle(req, res, info) || res.writeHead(404).end("not found")));
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, contentType = "application/json", path = "/api/projects") =>
  fetch(base + path, { method: "POST", headers: { "content-type": contentType }, body });

describe("POST /api/projects", () => {
  it.each(["/api/projects", "/laravel_website/api/projects"])("answers the detail record at %s", async (path) => {
    const res = await post(JSON.stringify({ slug: "gola-sizzler-mobile" }), "application/json", path);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toEqual({
      result: true,
      project: {
        video: "/videos/gola-sizzler-mobile.webm",
        project_name: "Gola Sizzler Mobile App",
        text: expect.stringContaining("Gola Sizzler"),
        about: expect.stringContaining("Delhi NCR"),
        image: expect.arrayContaining(["/images/portfolio/gola-sizzler-mobile/screen-1.svg"]),
        button: [
          "Built in React Native",
          "Tested on 42 Android and iOS devices",
          "Deployed to Google Play and the App Store",
        ],
        background_image: [
          "/images/portfolio/gola-sizzler-mobile/showcase-1.svg",
          "/images/portfolio/gola-sizzler-mobile/showcase-2.svg",
          "/images/portfolio/gola-sizzler-mobile/showcase-3.svg",
        ],
      },
    });
  });

  it("reads the same record as the detail page for every project", async () => {
    for (const { slug } of projects) {
      const json = await (await post(JSON.stringify({ slug }))).json();
      const detail = projectDetail(slug, projects)!;
      expect(json.project.project_name).toBe(detail.projectName);
      expect(json.project.text).toBe(detail.companyText);
      expect(json.project.about).toBe(detail.about);
      expect(json.project.image).toEqual(detail.sliderImages.map((i) => i.src));
      expect(json.project.video).toBe(detail.video?.src ?? null);
    }
  });

  it("gives null video for a project without one", async () => {
    const json = await (await post(JSON.stringify({ slug: "annant-education" }))).json();
    expect(json.result).toBe(true);
    expect(json.project.video).toBeNull();
  });

  it("answers 404 with the legacy message for an unknown slug", async () => {
    const res = await post(JSON.stringify({ slug: "no-such-project" }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ result: false, error: "No portfolio data found for slug" });
  });

  it.each([
    ["a missing slug", "{}"],
    ["a number slug", '{"slug":42}'],
    ["an empty slug", '{"slug":"  "}'],
    ["an over-long slug", JSON.stringify({ slug: "a".repeat(101) })],
    ["an array body", '["gowisekart"]'],
    ["malformed JSON", '{"slug":'],
    ["a JSON primitive", '"gowisekart"'],
  ])("answers 400 for %s", async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.result).toBe(false);
    expect(typeof json.error).toBe("string");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await post("slug=gowisekart", "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
    expect((await res.json()).result).toBe(false);
  });

  it("answers 413 for a body over 16 KB", async () => {
    const res = await post(JSON.stringify({ slug: "gowisekart", padding: "x".repeat(17 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).result).toBe(false);
  });

  it("answers 405 JSON for other methods", async () => {
    const res = await fetch(`${base}/api/projects`);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("never answers 5xx, whatever JSON or text is posted", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json().map((s) => [s, "application/json"] as const),
          fc
            .record({ slug: fc.oneof(fc.string(), fc.constantFrom(...projects.map((p) => p.slug))) })
            .map((o) => [JSON.stringify(o), "application/json"] as const),
          fc.tuple(fc.string(), fc.constantFrom("application/json", "text/plain", "application/json; charset=latin1")),
        ),
        async ([body, type]) => {
          const res = await post(body, type);
          expect(res.status).toBeLessThan(500);
          const json = await res.json();
          expect(typeof json.result).toBe("boolean");
          if (res.status === 200) expect(json.result).toBe(true);
          else expect(json).toEqual({ result: false, error: expect.any(String) });
        },
      ),
      { numRuns: 150 },
    );
  });
});
