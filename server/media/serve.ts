import type { IncomingMessage, ServerResponse } from "node:http";
import { MEDIA_NAME } from "../../shared/lib/media";
import { CACHE_IMMUTABLE } from "../static-files";
import type { MediaLibrary } from "./library";

/**
 * Answers /media/{name}: the library's files, from the database (through the
 * library's memory cache), on every instance. A name is a content hash, so the
 * answer is cacheable for a year and its ETag is the name itself. Anything else
 * under /media/ is a plain 404; other paths go on to `next`.
 */
export function mediaHandler(media: Pick<MediaLibrary, "file">) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const url = req.url ?? "/";
    if (!url.startsWith("/media/")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      plain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
      return;
    }
    const name = decodePath(url.slice("/media/".length).split("?")[0]!);
    if (name === undefined || !MEDIA_NAME.test(name)) {
      plain(res, 404, "Not found");
      return;
    }
    media.file(name).then((file) => {
      if (!file) {
        plain(res, 404, "Not found");
        return;
      }
      const etag = `"${name}"`;
      const headers = {
        "Cache-Control": CACHE_IMMUTABLE,
        ETag: etag,
        "X-Content-Type-Options": "nosniff",
      };
      if (matches(req.headers["if-none-match"], etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, "Content-Type": file.type, "Content-Length": String(file.body.length) });
      res.end(req.method === "HEAD" ? undefined : file.body);
    }, next);
  };
}

function decodePath(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** If-None-Match: "*", or a list of tags (weak ones compare equal here). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}
