import net from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Sends one request exactly as written (fetch would normalise "/../" paths and refuse
 * hostile headers) and reads the answer until the server closes the connection.
 */
export function rawRequest(
  baseUrl: string,
  {
    method = "GET",
    target = "/",
    headers = {},
    body,
  }: { method?: string; target?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const lines = [`${method} ${target} HTTP/1.1`];
  const all: Record<string, string> = { Host: `${hostname}:${port}`, Connection: "close", ...headers };
  if (body !== undefined) all["Content-Length"] = String(Buffer.byteLength(body));
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf("\r\n\r\n");
      if (end === -1)
        return reject(new Error(`no HTTP answer to ${method} ${target.slice(0, 80)}: ${raw.toString().slice(0, 200)}`));
      const [statusLine, ...headerLines] = raw.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(":");
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(" ")[1]), headers, body: raw.subarray(end + 4) });
    });
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (body !== undefined) socket.write(body);
  });
}
