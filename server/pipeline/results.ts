/**
 * The answers of a write to a worked record (a lead; next, a job application). A write is
 * either done, with the record as it is afterwards, or refused with one of four reasons,
 * and then nothing was written.
 */

/** Per-field messages in plain words, keyed by the input's field name. */
export type FieldErrors = Partial<Record<string, string>>;

export type WriteFailure<V> =
  /** The input cannot be used; `errors` says why, beside each field. */
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  /** Someone changed the record since the version the person saw: `current` is how it is now. */
  | { ok: false; reason: "conflict"; current: V }
  | { ok: false; reason: "not-found" }
  /** The record was merged into another: work on `survivorId` instead. */
  | { ok: false; reason: "merged"; survivorId: number }
  /** A limit on how often a person may do this was reached; `message` names it, in plain words. */
  | { ok: false; reason: "limited"; message: string };

/** Thrown inside a write's transaction to roll it back and answer with `failure` ("conflict-on": a conflict on that record). */
export class Refused extends Error {
  constructor(
    readonly failure:
      Exclude<WriteFailure<never>, { reason: "conflict" }> | { ok: false; reason: "conflict-on"; id: number },
  ) {
    super("refused");
  }
}

export function invalid(errors: FieldErrors): { ok: false; reason: "invalid"; errors: FieldErrors } {
  return { ok: false, reason: "invalid", errors };
}
