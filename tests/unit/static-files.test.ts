import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { replaceBody } from "#server/seo/site-url";
import { serveStatic } from "#server/http/middlewares/static-files";
import {
  bestBrotliDone,
  CACHE_PAGE,
  compressLater,
  loadStaticFiles,
  plainFile,
  prepareResponses,
  type StaticFile,
  type StaticFiles,
} from "#server/static-files";

function page(body: string, extra: Partial<StaticFile> = {}): StaticFile {
  return {
    relativePath: "about/index.html",
    type: "text/html; charset=utf-8",
    cacheControl: CACHE_PAGE,
    etag: '"old"',
    body: Buffer.from(body),
    headers: { "Content-Security-Policy": "script-src 'self'" },
    ...extra,
  };
}

/** Calls serveStatic with a fake request and records what it wrote. */
function serve(files: StaticFiles, url: string, headers: Record<string, string> = {}, method = "GET") {
  const sent: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const res = Object.assign(new EventEmitter(), {
    writeHead(status: number, list: string[]) {
      sent.status = status;
      for (let i = 0; i < list.length; i += 2) sent.headers[list[i]!.toLowerCase()] = list[i + 1]!;
      return res;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  });
  const req = { method, url, headers } as unknown as IncomingMessage;
  const status = serveStatic(files, req, res as unknown as ServerResponse, ["X-Request-Id", "r1"]);
  return { status, ...sent };
}

describe("prepareResponses + serveStatic", () => {
  const common = { "X-Frame-Options": "DENY" };

  it("serves the smallest accepted encoding with every header precomputed", () => {
    const body = "<p>" + "hello ".repeat(200) + "</p>";
    const files: StaticFiles = new Map([
      ["/about", page(body, { br: brotliCompressSync(body), gzip: gzipSync(body) })],
    ]);
    prepareResponses(files, common);
    const br = serve(files, "/about?utm=x", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body!).toString()).toBe(body);
    expect(br.headers["x-frame-options"]).toBe("DENY");
    expect(br.headers["content-security-policy"]).toBe("script-src 'self'");
    expect(br.headers["x-request-id"]).toBe("r1");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(serve(files, "/about", { "accept-encoding": "gzip" }).headers["content-encoding"]).toBe("gzip");
    const plain = serve(files, "/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body!.toString()).toBe(body);
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
  });

  it("recompresses a precompressed variant that no longer matches its body, and renews the ETag", () => {
    const body = "<p>" + "new text ".repeat(100) + "</p>";
    const stale = brotliCompressSync("<p>old text</p>");
    const files: StaticFiles = new Map([["/about", page(body, { br: stale })]]);
    prepareResponses(files, common);
    const res = serve(files, "/about", { "accept-encoding": "br" });
    expect(brotliDecompressSync(res.body!).toString()).toBe(body);
    expect(res.headers.etag).not.toBe('"old"');
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", () => {
    const files: StaticFiles = new Map([["/about", page("<p>x</p>")]]);
    prepareResponses(files, common);
    const etag = serve(files, "/about").headers.etag!;
    const notModified = serve(files, "/about", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeUndefined();
    const head = serve(files, "/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers["content-length"]).toBe("8");
  });

  it("serves byte ranges (video seeking) and refuses unsatisfiable ones", () => {
    const files: StaticFiles = new Map([["/v.mp4", page("0123456789", { type: "video/mp4", relativePath: "v.mp4" })]]);
    prepareResponses(files, common);
    const part = serve(files, "/v.mp4", { range: "bytes=2-5" });
    expect(part.status).toBe(206);
    expect(part.body!.toString()).toBe("2345");
    expect(part.headers["content-range"]).toBe("bytes 2-5/10");
    expect(serve(files, "/v.mp4", { range: "bytes=-3" }).body!.toString()).toBe("789");
    expect(serve(files, "/v.mp4", { range: "bytes=20-" }).status).toBe(416);
    expect(serve(files, "/v.mp4", { range: "bytes=0-1,4-5" }).status).toBe(200);
  });

  it("reads Accept-Encoding by its tokens and q-values (RFC 9110), not by substrings", () => {
    const body = "<p>".padEnd(2000, "x");
    const files: StaticFiles = new Map([
      ["/about", page(body, { br: brotliCompressSync(Buffer.from(body)), gzip: gzipSync(Buffer.from(body)) })],
    ]);
    prepareResponses(files, common);
    const encoding = (accept: string) =>
      serve(files, "/about", { "accept-encoding": accept }).headers["content-encoding"];
    expect(encoding("br;q=0, gzip")).toBe("gzip");
    expect(encoding("x-nobr")).toBeUndefined();
    expect(encoding("BR")).toBe("br");
    expect(encoding("gzip;q=0.5, br;q=0")).toBe("gzip");
    expect(encoding("*")).toBe("br");
    expect(encoding("*;q=0, gzip")).toBe("gzip");
    expect(encoding("identity")).toBeUndefined();
  });

  it("sends the whole body when If-Range names another version, and 304 for If-None-Match: *", () => {
    const files: StaticFiles = new Map([["/v.mp4", page("0123456789", { type: "video/mp4", relativePath: "v.mp4" })]]);
    prepareResponses(files, common);
    const etag = serve(files, "/v.mp4").headers.etag!;
    expect(serve(files, "/v.mp4", { range: "bytes=0-3", "if-range": etag }).status).toBe(206);
    const stale = serve(files, "/v.mp4", { range: "bytes=0-3", "if-range": '"bogus"' });
    expect(stale.status).toBe(200);
    expect(stale.body!.toString()).toBe("0123456789");
    expect(serve(files, "/v.mp4", { range: "bytes=0-3", "if-range": "Wed, 21 Oct 2015 07:28:00 GMT" }).status).toBe(
      200,
    );
    expect(serve(files, "/v.mp4", { "if-none-match": "*" }).status).toBe(304);
    expect(serve(files, "/v.mp4", { "if-none-match": `"other", W/${etag}` }).status).toBe(304);
    expect(serve(files, "/v.mp4", { "if-none-match": '"other"' }).status).toBe(200);
  });

  it("gives each encoding its own ETag and compares conditions with the one being sent", () => {
    const body = "<p>" + "hello ".repeat(200) + "</p>";
    const files: StaticFiles = new Map([
      ["/about", page(body, { br: brotliCompressSync(body), gzip: gzipSync(body) })],
    ]);
    prepareResponses(files, common);
    const identity = serve(files, "/about").headers.etag!;
    const br = serve(files, "/about", { "accept-encoding": "br" }).headers.etag!;
    const gz = serve(files, "/about", { "accept-encoding": "gzip" }).headers.etag!;
    expect(new Set([identity, br, gz]).size).toBe(3);
    expect(br).toBe(identity.replace(/"$/, '-br"'));
    expect(gz).toBe(identity.replace(/"$/, '-gz"'));

    // A 304 names the representation the client holds, and it is one the client accepts.
    const sameBr = serve(files, "/about", { "accept-encoding": "br", "if-none-match": br });
    expect(sameBr.status).toBe(304);
    expect(sameBr.headers.etag).toBe(br);
    expect(sameBr.headers["content-encoding"]).toBeUndefined();
    expect(serve(files, "/about", { "accept-encoding": "gzip", "if-none-match": `W/${gz}` }).headers.etag).toBe(gz);
    // The identity body is still valid for a client that now also accepts br (same content).
    const held = serve(files, "/about", { "accept-encoding": "br", "if-none-match": identity });
    expect(held.status).toBe(304);
    expect(held.headers.etag).toBe(identity);
    // A br body is no use to a client that no longer accepts br: it gets the full answer.
    const notAccepted = serve(files, "/about", { "if-none-match": br });
    expect(notAccepted.status).toBe(200);
    expect(notAccepted.headers.etag).toBe(identity);
    expect(serve(files, "/about", { "accept-encoding": "gzip", "if-none-match": br }).status).toBe(200);
    // If-None-Match: * still matches whatever would be sent.
    const any = serve(files, "/about", { "accept-encoding": "gzip", "if-none-match": "*" });
    expect(any.status).toBe(304);
    expect(any.headers.etag).toBe(gz);

    // Ranges are served from the identity body: If-Range must name it (strong comparison).
    expect(serve(files, "/about", { range: "bytes=0-2", "if-range": identity }).status).toBe(206);
    expect(serve(files, "/about", { range: "bytes=0-2", "if-range": identity }).headers.etag).toBe(identity);
    expect(serve(files, "/about", { range: "bytes=0-2", "if-range": br }).status).toBe(200);
    expect(serve(files, "/about", { range: "bytes=0-2", "if-range": `W/${identity}` }).status).toBe(200);
  });

  it("makes the best-quality brotli of a published page after its first request, with its own length and the same ETag", async () => {
    const text = Array.from(
      { length: 400 },
      (_, i) => `<p>Section ${i % 37}: apps, websites and software for growing businesses.</p>`,
    ).join("");
    const about = page("");
    const other = page("");
    await replaceBody(about, Buffer.from(text)); // fast brotli, as at start or on publish
    await replaceBody(other, Buffer.from(text));
    const fast = about.br!;
    const files: StaticFiles = new Map([
      ["/about", about],
      ["/other", other],
    ]);
    prepareResponses(files, common);
    const before = serve(files, "/about", { "accept-encoding": "br" });
    expect(before.body).toEqual(fast);

    await bestBrotliDone();
    // Only the page that was asked for: the other one keeps its fast body until it is.
    expect(other.br!.length).toBe(fast.length);
    expect(other.bestBrotliPending).toBe(true);
    const after = serve(files, "/about", { "accept-encoding": "br" });
    expect(after.body!.length).toBeLessThan(fast.length);
    expect(Number(after.headers["content-length"])).toBe(after.body!.length);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(brotliDecompressSync(after.body!).toString()).toBe(text);
  });

  it("serves a published page plain at once, then compressed once its bodies are made, skipping one replaced meanwhile", async () => {
    const text = Array.from({ length: 300 }, (_, i) => `<p>Plan ${i % 11}: ₹${i * 10} a month.</p>`).join("");
    const fields = { relativePath: "about/index.html", type: "text/html; charset=utf-8", cacheControl: CACHE_PAGE };
    const about = plainFile({ ...fields, headers: {} }, Buffer.from(text));
    const replaced = plainFile({ ...fields, headers: {} }, Buffer.from(text));
    const files: StaticFiles = new Map([["/about", about]]);
    prepareResponses(files, common);

    const plain = serve(files, "/about", { "accept-encoding": "br, gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body!.toString()).toBe(text);
    // A cache must not keep the plain answer for browsers that will get brotli next.
    expect(plain.headers.vary).toBe("Accept-Encoding");

    await compressLater([about, replaced], common, (file) => files.get("/about") === file);
    // Fast brotli now; the best follows on its first request, as for every page made at run time.
    expect(about.bestBrotliPending).toBe(true);
    const br = serve(files, "/about", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body!).toString()).toBe(text);
    expect(Number(br.headers["content-length"])).toBe(br.body!.length);
    const gz = serve(files, "/about", { "accept-encoding": "gzip" });
    expect(gunzipSync(gz.body!).toString()).toBe(text);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(replaced.br).toBeUndefined();
  });

  it("redirects a trailing slash to the page, but never to another host", () => {
    const files: StaticFiles = new Map([["/about", page("<p>x</p>")]]);
    prepareResponses(files, common);
    const redirect = serve(files, "/about/?a=1");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/about?a=1");
    expect(redirect.headers["x-frame-options"]).toBe("DENY");
    expect(serve(files, "//about/").status).toBe(0);
  });

  it("leaves unknown paths, other methods and encoded tricks to the application", () => {
    const files: StaticFiles = new Map([["/about", page("<p>x</p>")]]);
    prepareResponses(files, common);
    expect(serve(files, "/missing").status).toBe(0);
    expect(serve(files, "/about", {}, "POST").status).toBe(0);
    expect(serve(files, "/%61bout").status).toBe(0);
    expect(serve(files, "/x/../about").status).toBe(0);
  });
});

describe("loadStaticFiles", () => {
  it("sends the build's variants as they are, but checks those older than their file (edited after the build)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "static-files-"));
    try {
      const built = "<p>" + "as built ".repeat(100) + "</p>";
      const edited = "<p>" + "edited by hand ".repeat(100) + "</p>";
      for (const name of ["built.html", "edited.html"]) {
        writeFileSync(path.join(dir, name), built);
        writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(built));
      }
      // A marker instead of the real variant, to see that it is sent without being decoded.
      const marker = brotliCompressSync("as the build wrote it");
      writeFileSync(path.join(dir, "built.html.br"), marker);
      // An operator edits one page after the build and does not compress it again.
      writeFileSync(path.join(dir, "edited.html"), edited);
      const later = new Date(Date.now() + 60_000);
      utimesSync(path.join(dir, "edited.html"), later, later);

      const files = await loadStaticFiles(dir);
      prepareResponses(files, {});
      expect(serve(files, "/built.html", { "accept-encoding": "br" }).body).toEqual(marker);
      const res = serve(files, "/edited.html", { "accept-encoding": "br" });
      expect(res.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(res.body!).toString()).toBe(edited);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
