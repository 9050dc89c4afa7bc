import { z } from "zod";
import type { AuditAction } from "../audit/audit-log";
import type { Acting } from "./acting";
import { parseInput, plainText } from "./input";
import type { Versioned, VersionedWriter, WriteResult } from "./versioned-write";

export const NOTE_MAX = 5_000;

/** A note: plain text, 1 to NOTE_MAX characters after trimming, line breaks and tabs kept. */
export const noteSchema = z.object({
  text: plainText({ max: NOTE_MAX, what: "note", multiline: true, required: "Write the note first." }),
});

/**
 * Adds a note to a record's timeline (audited without its text, which may hold personal
 * data). Notes only add, so no version is needed.
 */
export async function addNote<R extends Versioned, V, C, K extends string>(
  writer: VersionedWriter<R, V, C, K | "note">,
  acting: Acting,
  id: number,
  text: unknown,
  action: AuditAction,
): Promise<(WriteResult<V> & { ok: false }) | (WriteResult<V> & { ok: true; eventId: number })> {
  const input = parseInput(noteSchema, { text });
  if (!input.ok) return input;
  let eventId = 0;
  const result = await writer.write(acting, id, null, async (change) => {
    eventId = await change.event("note", { text: input.value.text });
    await change.audit(action);
    return true;
  });
  return result.ok ? { ...result, eventId } : result;
}
