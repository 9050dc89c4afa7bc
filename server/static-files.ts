import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

/**
 * The client build, held in memory with its precompressed variants and served
 * without touching the file system per request. Only paths that exist in the
 * build are answered, so no request path can reach a file outside it.
 */

/** Hashed file names never change: cache for a year. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and route data change with each deploy: revalidate, but let a CDN serve stale briefly. */
export const CACHE_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/** Unhashed public files (images, icons): a day, then revalidate. */
export const CACHE_PUBLIC = "public, max-age=86400, stale-while-revalidate=604800";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  // React Router's single-fetch data for prerendered routes
  ".data": "text/x-script; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

export type StaticFile = {
  /** Path of the file inside the client build, e.g. "about_us/index.html". */
  relativePath: string;
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Extra headers for this file (e.g. the CSP of a prerendered page). */
  headers: Record<string, string>;
};

export type StaticFiles = Map<string, StaticFile>;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** URL path a build file is served at: "x/index.html" → "/x", "index.html" → "/". */
export function urlPathFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

export async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
  const files: StaticFiles = new Map();
  for await (const full of walk(clientDir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const relativePath = path.relative(clientDir, full);
    const ext = path.extname(full);
    const body = await readFile(full);
    const optional = (p: string) => readFile(p).catch(() => undefined);
    files.set(urlPathFor(relativePath), {
      relativePath,
      type: TYPES[ext] ?? "application/octet-stream",
      cacheControl: relativePath.startsWith(`assets${path.sep}`)
        ? CACHE_IMMUTABLE
        : ext === ".html" || ext === ".data"
          ? CACHE_PAGE
          : CACHE_PUBLIC,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      body,
      br: await optional(`${full}.br`),
      gzip: await optional(`${full}.gz`),
      headers: {},
    });
  }
  return files;
}

/** Picks the smallest encoding the client accepts. */
function chooseEncoding(file: StaticFile, acceptEncoding: string): ["br" | "gzip" | null, Buffer] {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return ["br", file.br];
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return ["gzip", file.gzip];
  return [null, file.body];
}

/**
 * Answers GET/HEAD for a file of the build; returns false when the request is not
 * for one (so the application handles it).
 */
export function serveStatic(
  files: StaticFiles,
  req: IncomingMessage,
  res: ServerResponse,
  commonHeaders: (file: StaticFile) => Record<string, string>,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  const file = files.get(pathname);
  if (!file) return false;

  const headers: Record<string, string> = {
    ...commonHeaders(file),
    ...file.headers,
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  };
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const [encoding, body] = chooseEncoding(file, String(req.headers["accept-encoding"] ?? ""));
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
