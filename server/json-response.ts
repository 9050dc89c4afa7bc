import type { ServerResponse } from "node:http";

/**
 * Writes a complete JSON answer on plain node:http (health checks, the quote endpoint):
 * `headers` (security headers plus any extra) with the JSON type, no caching and the
 * length. A HEAD request gets the same headers without the body.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string>,
  head = false,
): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(json)),
  });
  res.end(head ? undefined : json);
}
