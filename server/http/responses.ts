import http, { type IncomingMessage, type ServerResponse } from "node:http";

/**
 * Writes a complete JSON answer: `headers` (security headers plus any extra) with the JSON type,
 * no caching and the length. A HEAD request gets the same headers without the body.
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

/** A short plain-text answer that no cache keeps (refusals, 404s of the server itself). */
export function sendPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
  head = false,
): void {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.end(head ? undefined : text);
}

/** A complete bodiless answer written straight to a socket, for requests Node itself rejects. */
export function rawResponse(status: number, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("")}` +
    "Cache-Control: no-store\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
  );
}

/** The path of a request target without its query string. */
export function pathnameOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
}
