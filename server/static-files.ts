import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from "node:zlib";

/**
 * The client build, held in memory with its precompressed variants and its responses
 * prepared once, so that serving (server/http/middlewares/static-files.ts) never touches
 * the file system. Only paths that exist in the build are answered, so no request path
 * can reach a file outside it.
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
  /** The identity body's ETag; the encoded bodies carry it with a suffix ("…-br", "…-gz"). */
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /**
   * The body that `etag`, `br` and `gzip` (if any) were made from, when that is known: the
   * build's own file whose variants were written after it, or a body `replaceBody` set. While
   * `body` is still this very Buffer, `prepareResponses` takes them as they are, without
   * decoding the variants or hashing the body again.
   */
  compressedFrom?: Buffer;
  /** Its brotli body was made fast (rewritten at start, or published): the first request has the best one made. */
  bestBrotliPending?: boolean;
  /** Published and sent plain so far: its brotli and gzip bodies are being made (compressLater). */
  compressPending?: boolean;
  /** Extra headers for this file (e.g. the CSP of a prerendered page). */
  headers: Record<string, string>;
  /** The ready-to-send responses, filled once by `prepareResponses` before serving. */
  prepared?: PreparedResponses;
};

/**
 * One representation (an encoding of the body) with its complete header list, flat as
 * `writeHead` takes it: [name, value, …], and its own ETag.
 */
export type Wire = {
  body: Buffer;
  headers: string[];
  etag: string;
  /** Its headers without body headers, for 304 (and, for identity, 416) answers. */
  notModified: string[];
};
export type PreparedResponses = {
  identity: Wire;
  br?: Wire;
  gzip?: Wire;
  /** Only the common headers, for redirects to this file. */
  common: string[];
};

export type StaticFiles = Map<string, StaticFile>;

/** The build's brotli quality; pages made at run time get it once asked for (improveBrotliLater). */
export const BEST_BROTLI = 11;
/** The build's gzip level, also for pages made at run time. */
const BEST_GZIP = 9;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body in brotli at `quality`, on libuv's thread pool (the build, pages rewritten or published). */
export const brotliAt = (body: Buffer, quality: number) =>
  brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/** A body in gzip at the build's level, on libuv's thread pool. */
export const gzipBest = (body: Buffer) => gzipAsync(body, { level: BEST_GZIP });

/** The strong ETag of a body (its encodings add a suffix: encodedEtag). */
export const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

/** URL path a build file is served at: "x/index.html" → "/x", "index.html" → "/". */
export function urlPathFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

/**
 * Reads the whole client build into memory. Synchronous reads: this runs once, before the
 * server listens, and they cost a fraction of the CPU of a promise per file.
 */
export async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
  const files: StaticFiles = new Map();
  const names = new Set(readdirSync(clientDir, { recursive: true, encoding: "utf8" }));
  for (const relativePath of names) {
    if (relativePath.endsWith(".br") || relativePath.endsWith(".gz")) continue;
    const full = path.join(clientDir, relativePath);
    const info = statSync(full);
    if (!info.isFile()) continue;
    const ext = path.extname(full);
    const body = readFileSync(full);
    const variant = (suffix: string) => {
      if (!names.has(relativePath + suffix)) return undefined;
      const variantFull = full + suffix;
      return { bytes: readFileSync(variantFull), newer: statSync(variantFull).mtimeMs >= info.mtimeMs };
    };
    const br = variant(".br");
    const gzip = variant(".gz");
    files.set(urlPathFor(relativePath), {
      relativePath,
      type: TYPES[ext] ?? "application/octet-stream",
      cacheControl: relativePath.startsWith(`assets${path.sep}`)
        ? CACHE_IMMUTABLE
        : ext === ".html" || ext === ".data"
          ? CACHE_PAGE
          : CACHE_PUBLIC,
      etag: etagOf(body),
      body,
      br: br?.bytes,
      gzip: gzip?.bytes,
      // Variants written after their file are the build's own; one older than it was left
      // behind by an edit of the file, and prepareResponses checks it.
      compressedFrom: br?.newer === false || gzip?.newer === false ? undefined : body,
      headers: {},
    });
  }
  return files;
}

/** Returns a precompressed variant that holds exactly `body`, recompressing a stale one. */
function checkedVariant(
  body: Buffer,
  variant: Buffer | undefined,
  decompress: (b: Buffer) => Buffer,
  compress: (b: Buffer) => Buffer,
): Buffer | undefined {
  if (!variant) return undefined;
  if (decompress(variant).equals(body)) return variant;
  const fresh = compress(body);
  return fresh.length < body.length ? fresh : undefined;
}

const flat = (headers: Record<string, string>) => Object.entries(headers).flat();

/**
 * Each encoding is its own representation with its own strong ETag (RFC 9110 §8.8.3):
 * a cache must never take a gzip body for the brotli one, nor a range of one for the other.
 */
const encodedEtag = (etag: string, suffix: "br" | "gz") => `${etag.slice(0, -1)}-${suffix}"`;

/**
 * Builds every file's final responses once, at start, after the bodies and per-file
 * headers got their final values: the request path then only picks one and sends it.
 * A precompressed variant that may no longer match its body (rewritten at start, published,
 * or edited after the build) is decoded and compared, and recompressed when it differs, so
 * every encoding carries the same bytes (and CSP hashes). The build's untouched files are
 * trusted: decoding all of them took a tenth of every start.
 */
export function prepareResponses(files: StaticFiles, commonHeaders: Record<string, string>): void {
  for (const file of files.values()) prepareResponse(file, commonHeaders);
}

function prepareResponse(file: StaticFile, commonHeaders: Record<string, string>): void {
  if (file.compressedFrom !== file.body) {
    file.br = checkedVariant(file.body, file.br, brotliDecompressSync, (b) =>
      brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI } }),
    );
    file.gzip = checkedVariant(file.body, file.gzip, gunzipSync, (b) => gzipSync(b, { level: BEST_GZIP }));
    file.etag = etagOf(file.body);
    file.compressedFrom = file.body;
  }
  const headers: Record<string, string> = {
    ...commonHeaders,
    ...file.headers,
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
  };
  // A page published at run time is sent plain until its compressed bodies are made (compressLater).
  if (file.br || file.gzip || file.compressPending) headers.Vary = "Accept-Encoding";
  const wire = (body: Buffer, etag: string, encoding?: string): Wire => ({
    body,
    etag,
    headers: flat({
      ...headers,
      ETag: etag,
      ...(encoding ? { "Content-Encoding": encoding } : { "Accept-Ranges": "bytes" }),
      "Content-Length": String(body.length),
    }),
    notModified: flat({ ...headers, ETag: etag }),
  });
  // One assignment: a request sees the old answers or the new ones, never a mix.
  file.prepared = {
    identity: wire(file.body, file.etag),
    br: file.br && wire(file.br, encodedEtag(file.etag, "br"), "br"),
    gzip: file.gzip && wire(file.gzip, encodedEtag(file.etag, "gz"), "gzip"),
    common: flat(commonHeaders),
  };
}

/** Fast brotli (tens of milliseconds per page); the best quality follows on the page's first request (improveBrotliLater). */
export const FAST_BROTLI = 5;

/** A page made at run time, as its plain body only: `compressLater` adds its brotli and gzip bodies. */
export function plainFile(
  file: Omit<StaticFile, "etag" | "body" | "compressedFrom" | "prepared">,
  body: Buffer,
): StaticFile {
  return { ...file, body, etag: etagOf(body), compressedFrom: body, compressPending: true };
}

/**
 * Makes the brotli (fast) and gzip bodies of published pages after they are served plain, on
 * libuv's thread pool, a few at a time, so that a change every page shows is live as soon as
 * its pages are rendered (issue 35: under 1 s) rather than after hundreds of milliseconds of
 * compression. A file a later publish replaced meanwhile is skipped.
 */
export async function compressLater(
  files: Iterable<StaticFile>,
  commonHeaders: Record<string, string>,
  isCurrent: (file: StaticFile) => boolean,
): Promise<void> {
  const queue = [...files].filter((f) => f.compressPending);
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (!isCurrent(file)) continue;
      const body = file.body;
      const [br, gz] = await Promise.all([brotliAt(body, FAST_BROTLI), gzipBest(body)]).catch(() => [] as Buffer[]);
      if (!br || !gz || file.body !== body) continue; // plain stays
      file.br = br.length < body.length ? br : undefined;
      file.gzip = gz.length < body.length ? gz : undefined;
      file.bestBrotliPending = file.br !== undefined;
      file.compressPending = false;
      prepareResponse(file, commonHeaders);
    }
  };
  await Promise.all(Array.from({ length: COMPRESS_CONCURRENCY }, worker));
}
/** Pages compressed at once after a publish: libuv's pool has four threads; leave room for the rest. */
const COMPRESS_CONCURRENCY = 2;

const bestQueue: StaticFile[] = [];
let bestPass: Promise<void> | undefined;

/**
 * Queues a page whose brotli body was made fast for the best quality, made in the background,
 * one page at a time so that serving is never starved. On its first request rather than when
 * it is made: quality 11 costs ~100 ms of CPU per page, and a change of the phone number
 * republishes every page on every instance, most of which nobody asks for before the next change.
 */
export function improveBrotliLater(file: StaticFile) {
  file.bestBrotliPending = false;
  bestQueue.push(file);
  bestPass ??= (async () => {
    try {
      for (let next = bestQueue.shift(); next; next = bestQueue.shift()) {
        const body = next.body;
        const br = await brotliAt(body, BEST_BROTLI).catch(() => undefined); // the fast body stays
        // Only if the page is unchanged meanwhile (a publish puts in new file objects).
        if (br && next.body === body) swapBrotli(next, br);
      }
    } finally {
      bestPass = undefined;
    }
  })();
}

/** Resolves once the pages asked for so far have their best brotli body (for tests). */
export function bestBrotliDone(): Promise<void> {
  return bestPass ?? Promise.resolve();
}

/**
 * Puts a smaller brotli body (the best quality, made in the background after a fast
 * one) in place of the one a prepared file sends: the decoded bytes are the same, so
 * its ETag stays. Returns false, changing nothing, when the file has no prepared
 * brotli answer to improve.
 */
export function swapBrotli(file: StaticFile, br: Buffer): boolean {
  const wire = file.prepared?.br;
  if (!wire || br.length >= wire.body.length) return false;
  const headers = [...wire.headers];
  const at = headers.indexOf("Content-Length");
  if (at < 0 || at % 2 !== 0) return false;
  headers[at + 1] = String(br.length);
  // One assignment: a request sees the old answer or the new one, never a mix.
  file.prepared = { ...file.prepared!, br: { ...wire, body: br, headers } };
  file.br = br;
  return true;
}
