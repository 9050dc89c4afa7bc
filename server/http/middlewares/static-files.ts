import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../../logger";
import {
  CACHE_PAGE,
  improveBrotliLater,
  type PreparedResponses,
  type StaticFiles,
  type Wire,
} from "../../static-files";
import type { Middleware } from "../middleware";
import { logRequest } from "../request-log";

/**
 * The prerendered pages and assets, answered from memory (decisions 002, 021, 025): one map
 * lookup by path and one write of headers prepared at start. The fast path: it answers before
 * the request is tracked, and logs at once (the answer is complete when it returns).
 */
export function staticFiles(files: StaticFiles, logger: Logger): Middleware {
  const logRequests = logger.isLevelEnabled("info");
  return {
    name: "static-files",
    handle(req, res, info) {
      const status = serveStatic(files, req, res, info.extraHeaders);
      if (status === 0) return false;
      if (logRequests) logRequest(logger, req, status, info);
      return true;
    },
  };
}

/**
 * The encodings an Accept-Encoding header allows, by their q-values (RFC 9110 §12.5.3):
 * tokens compared case-insensitively and whole ("x-nobr" is not "br"), `q=0` refuses,
 * `*` stands for every encoding not named.
 */
export function acceptedEncodings(header: string): { br: boolean; gzip: boolean } {
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) weight = Number(m[1]);
    }
    q.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  return { br: allows("br"), gzip: allows("gzip") || allows("x-gzip") };
}

/** The representations the client accepts, smallest first (identity always, as the last resort). */
function acceptedVariants(prepared: PreparedResponses, acceptEncoding: string | undefined): Wire[] {
  const variants: Wire[] = [];
  if (acceptEncoding) {
    const accepted = acceptedEncodings(acceptEncoding);
    if (prepared.br && accepted.br) variants.push(prepared.br);
    if (prepared.gzip && accepted.gzip) variants.push(prepared.gzip);
  }
  variants.push(prepared.identity);
  return variants;
}

/**
 * If-None-Match (RFC 9110 §13.1.2, weak comparison): the representation the client holds
 * and that is still current, or undefined. "*" and the tag of the one we would send match
 * it; a tag of another encoding the client accepts also matches (same content, so its
 * stored copy is still good), and the 304 then names that one.
 */
function notModifiedVariant(header: string, variants: Wire[]): Wire | undefined {
  if (header.trim() === "*") return variants[0];
  const tags = header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return variants.find((variant) => tags.includes(variant.etag));
}

/** One `bytes=a-b` range of a body of `size` bytes; null when unsatisfiable, undefined when ignored. */
function parseRange(header: string, size: number): [number, number] | null | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined; // several ranges or junk: send it all
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? [start, end] : null;
}

/**
 * Answers GET/HEAD for a file of the build from its prepared responses, adding
 * `extraHeaders` (flat list, e.g. the request id). Returns the status sent, or 0 when
 * the request is not for a file of the build (the application handles it then).
 */
export function serveStatic(
  files: StaticFiles,
  req: IncomingMessage,
  res: ServerResponse,
  extraHeaders: string[],
): number {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return 0;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  const file = files.get(pathname);
  const prepared = file?.prepared;
  if (!prepared) return trailingSlashRedirect(files, pathname, url, q, res, extraHeaders);
  if (file!.bestBrotliPending) improveBrotliLater(file!);

  const variants = acceptedVariants(prepared, req.headers["accept-encoding"]);
  const ifNoneMatch = req.headers["if-none-match"];
  const held = ifNoneMatch === undefined ? undefined : notModifiedVariant(ifNoneMatch, variants);
  if (held) {
    res.writeHead(304, held.notModified.concat(extraHeaders));
    res.end();
    return 304;
  }
  const range = req.headers.range;
  // Ranges are cut from the identity body, so If-Range must name exactly it (strong comparison);
  // another version, another encoding's tag or any date gets the whole body (RFC 9110 §13.1.5).
  const ifRange = req.headers["if-range"];
  if (range !== undefined && (ifRange === undefined || String(ifRange).trim() === prepared.identity.etag)) {
    return sendRange(prepared, range, method, res, extraHeaders);
  }

  const wire = variants[0]!;
  res.writeHead(200, wire.headers.concat(extraHeaders));
  res.end(method === "HEAD" ? undefined : wire.body);
  return 200;
}

function sendRange(prepared: PreparedResponses, header: string, method: string, res: ServerResponse, extra: string[]) {
  const { body, headers } = prepared.identity;
  const range = parseRange(header, body.length);
  if (range === undefined) {
    res.writeHead(200, headers.concat(extra));
    res.end(method === "HEAD" ? undefined : body);
    return 200;
  }
  const withoutLength = prepared.identity.notModified.concat(extra);
  if (range === null) {
    res.writeHead(416, withoutLength.concat("Content-Range", `bytes */${body.length}`));
    res.end();
    return 416;
  }
  const [start, end] = range;
  res.writeHead(
    206,
    withoutLength.concat(
      "Accept-Ranges",
      "bytes",
      "Content-Range",
      `bytes ${start}-${end}/${body.length}`,
      "Content-Length",
      String(end - start + 1),
    ),
  );
  res.end(method === "HEAD" ? undefined : body.subarray(start, end + 1));
  return 206;
}

/** "/about_us/" → 301 "/about_us" when that page exists, so every page has one URL. */
function trailingSlashRedirect(
  files: StaticFiles,
  pathname: string,
  url: string,
  q: number,
  res: ServerResponse,
  extraHeaders: string[],
): number {
  if (pathname.length < 2 || !pathname.endsWith("/")) return 0;
  const target = pathname.replace(/\/+$/, "");
  // "//x/" must not become the protocol-relative "//x", which would leave the site.
  if (target.startsWith("//") || !files.get(target)?.type.startsWith("text/html")) return 0;
  const location = q === -1 ? target : target + url.slice(q);
  res.writeHead(
    301,
    files
      .get(target)!
      .prepared!.common.concat("Location", location, "Cache-Control", CACHE_PAGE, "Content-Length", "0", extraHeaders),
  );
  res.end();
  return 301;
}
