import type { ServerResponse } from "node:http";
import { MEDIA_NAME } from "#shared/lib/media";
import { answerError } from "../http/errors";
import type { Middleware } from "../http/middleware";
import { sendPlain } from "../http/responses";
import type { Logger } from "../logger";
import { CACHE_IMMUTABLE } from "../static-files";
import type { MediaLibrary } from "./library";

/**
 * Answers /media/{name}: the library's files, from the database (through the
 * library's memory cache), on every instance. A name is a content hash, so the
 * answer is cacheable for a year and its ETag is the name itself. Anything else
 * under /media/ is a plain 404; other paths are passed on. `headers`: the security headers.
 */
export function mediaEndpoint(
  media: Pick<MediaLibrary, "file">,
  headers: Record<string, string>,
  logger: Logger,
): Middleware {
  const plain = (res: ServerResponse, status: number, text: string, extra?: Record<string, string>) =>
    sendPlain(res, status, text, extra ? { ...headers, ...extra } : headers);
  return {
    name: "media",
    handle(req, res) {
      const url = req.url ?? "/";
      if (!url.startsWith("/media/")) return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        plain(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
        return true;
      }
      const name = decodePath(url.slice("/media/".length).split("?")[0]!);
      if (name === undefined || !MEDIA_NAME.test(name)) {
        plain(res, 404, "Not found");
        return true;
      }
      media.file(name).then(
        (file) => {
          if (!file) return plain(res, 404, "Not found");
          const etag = `"${name}"`;
          const fileHeaders = { ...headers, "Cache-Control": CACHE_IMMUTABLE, ETag: etag };
          if (matches(req.headers["if-none-match"], etag)) {
            res.writeHead(304, fileHeaders);
            res.end();
            return;
          }
          res.writeHead(200, { ...fileHeaders, "Content-Type": file.type, "Content-Length": String(file.body.length) });
          res.end(req.method === "HEAD" ? undefined : file.body);
        },
        (error: unknown) => answerError(req, res, error, logger, headers),
      );
      return true;
    },
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
