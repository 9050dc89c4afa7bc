/** Bytes of a refused body still read and dropped past its limit (see `drain`). */
export const DRAIN_LIMIT = 1024 * 1024;

/**
 * A request body as UTF-8 text, read chunk by chunk so an oversized one is refused as
 * soon as it passes `limit` bytes (chunked bodies included): null then, once the rest
 * is drained. Shared by the quote form action and the admin forms.
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
      await drain(reader, size - limit);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A body refused unread (e.g. its declared length is over the limit): drained the same way. */
export async function dropBody(request: Request): Promise<void> {
  if (request.body && !request.body.locked) await drain(request.body.getReader(), 0);
}

/**
 * Reads the rest of a refused body and drops it, up to DRAIN_LIMIT more bytes, so the
 * client (still sending) gets to read the answer: cancelling the stream would destroy
 * the connection at once, answer unsent, and the client would only see a reset. Past
 * DRAIN_LIMIT it stops reading without cancelling: the answer (with Connection: close)
 * still goes out first and then ends the connection; REQUEST_TIMEOUT_MS bounds the wait.
 */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): Promise<void> {
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > DRAIN_LIMIT) break;
    }
  } catch {
    return; // the client went away
  }
  reader.releaseLock();
}
