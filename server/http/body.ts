import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

/**
 * Request bodies on plain node:http: the raw reader the quote endpoint uses, and a JSON
 * reader with body-parser's contract (what `express.json()` did for the legacy API).
 */

/** The body's bytes, or "too large" as soon as it passes `limit` bytes (chunked bodies too). */
export function readBody(req: Readable, limit: number): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.pause();
        resolve("too large");
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks, size)));
    req.on("error", reject);
    req.on("aborted", () => reject(new Error("request aborted")));
  });
}

/** Why a JSON body was refused, as body-parser named it (its `type`), with its status. */
export type BodyProblem = {
  status: 400 | 413 | 415;
  /** "unreadable": the client went away mid-body, or a compressed body does not inflate. */
  type: "entity.too.large" | "entity.parse.failed" | "charset.unsupported" | "encoding.unsupported" | "unreadable";
};

export type JsonBody = { ok: true; value: unknown } | ({ ok: false } & BodyProblem);

const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The media type of a Content-Type value, lower case, or undefined when it is not one. */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return MEDIA_TYPE.test(type) ? type : undefined;
}

/** What `req.is("application/json")` said: a body is announced and its type is exactly JSON's. */
export function isJsonRequest(req: IncomingMessage): boolean {
  const hasBody =
    req.headers["transfer-encoding"] !== undefined ||
    !Number.isNaN(Number.parseInt(req.headers["content-length"] ?? "", 10));
  return hasBody && mediaTypeOf(req.headers["content-type"]) === "application/json";
}

function charsetOf(contentType: string | undefined): string {
  for (const param of (contentType ?? "").split(";").slice(1)) {
    const [name = "", value = ""] = param.split("=", 2);
    // A charset without a value is a malformed header, which body-parser read as none at all.
    if (name.trim().toLowerCase() === "charset") return value.trim().replace(/^"|"$/g, "").toLowerCase() || "utf-8";
  }
  return "utf-8";
}

function decompressed(req: IncomingMessage, encoding: string): Readable | undefined {
  switch (encoding) {
    case "identity":
      return req;
    case "gzip":
      return req.pipe(createGunzip());
    case "deflate":
      return req.pipe(createInflate());
    case "br":
      return req.pipe(createBrotliDecompress());
    default:
      return undefined;
  }
}

const FIRST_CHAR = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d]|$)/;

/**
 * Reads and parses a JSON body as body-parser did: a charset that is not UTF-* is a 415, so is a
 * Content-Encoding other than gzip, deflate or br (those are inflated); more than `limit` bytes
 * (announced or read, after inflating) is a 413; an empty body is `{}`; with `strict`, only an
 * object or an array (else 400). On a refusal the rest of the body is read and dropped, so the
 * connection stays usable. Never rejects.
 */
export function readJsonBody(
  req: IncomingMessage,
  { limit, strict }: { limit: number; strict: boolean },
): Promise<JsonBody> {
  const refuse = (problem: BodyProblem): Promise<JsonBody> =>
    new Promise((resolve) => {
      const done = () => resolve({ ok: false, ...problem });
      if (req.complete || req.destroyed) return done();
      req.once("end", done).once("close", done).resume();
    });

  const charset = charsetOf(req.headers["content-type"]);
  if (!charset.startsWith("utf-")) return refuse({ status: 415, type: "charset.unsupported" });
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    return refuse({ status: 415, type: "charset.unsupported" });
  }
  const encoding = (req.headers["content-encoding"] ?? "identity").toLowerCase();
  const stream = decompressed(req, encoding);
  if (!stream) return refuse({ status: 415, type: "encoding.unsupported" });
  if (encoding === "identity" && Number(req.headers["content-length"] ?? 0) > limit) {
    return refuse({ status: 413, type: "entity.too.large" });
  }
  return readBody(stream, limit).then(
    (bytes) => {
      if (bytes === "too large") {
        if (stream !== req) stream.destroy();
        return refuse({ status: 413, type: "entity.too.large" });
      }
      const text = decoder.decode(bytes);
      if (text.length === 0) return { ok: true, value: {} };
      const first = FIRST_CHAR.exec(text)?.[1];
      if (strict && first !== "{" && first !== "[") return { ok: false, status: 400, type: "entity.parse.failed" };
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, status: 400, type: "entity.parse.failed" };
      }
    },
    () => refuse({ status: 400, type: "unreadable" }),
  );
}
