/**
 * A request body as UTF-8 text, read chunk by chunk so an oversized one is refused as
 * soon as it passes `limit` bytes (chunked bodies included): null then. Shared by the
 * quote form action and the admin forms.
 */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
