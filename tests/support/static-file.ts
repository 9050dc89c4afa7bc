import type { StaticFile } from "#server/static-files";

/** A prerendered file as the build leaves it in memory (a page, or its .data file), before start-up rewrites it. */
export const prerendered = (relativePath: string, body: string): StaticFile => ({
  relativePath,
  type: relativePath.endsWith(".html") ? "text/html; charset=utf-8" : "text/x-script",
  cacheControl: "",
  etag: '"old"',
  body: Buffer.from(body),
  headers: {},
});
