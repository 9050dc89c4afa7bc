import type { Logger } from "pino";
import { applicationsContent } from "#shared/content/applications";
import { type ApplicationFieldErrors, CV_MAX_BYTES, fileSizeText } from "#shared/lib/application-fields";
import { fill } from "#shared/lib/fill";
import type { Db } from "../db";
import { insertOutboxMessage } from "../db/outbox";
import { fieldErrors } from "../pipeline/input";
import { clientKey, type RateLimiter } from "../rate-limit";
import { type CvCheck, checkCv } from "./cv";
import { type ApplicationMailOptions, buildAcknowledgement, buildHiringNotification } from "./mail";
import type { HiringRepository } from "./repository";
import { applicationSchema } from "./schemas";

/** At most this many acknowledgements a day go to one address: the form cannot make our mail a bulk sender. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

export type ApplicationSubmission = {
  /** The job as the page knows it; `open` false once its closing day is over (or it was closed). */
  job: { slug: string; title: string; open: boolean };
  /** The form's text fields as sent (the honeypot among them). */
  fields: Record<string, string>;
  /**
   * The chosen file: its name as sent, the bytes kept (at most one more than CV_MAX_BYTES) and
   * its whole size; null when none was chosen.
   */
  cv: { fileName: string; bytes: Uint8Array; size: number } | null;
  clientIp: string;
  honeypot: string;
};

export type ApplicationSubmitResult =
  | { kind: "stored"; id: number }
  /** The honeypot was filled: answered like a success, nothing stored or mailed. */
  | { kind: "spam" }
  | { kind: "invalid"; fieldErrors: ApplicationFieldErrors; cvAccepted: boolean }
  | { kind: "closed" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  /** The database could not store it: the applicant must not be told it was received. */
  | { kind: "unavailable" };

export type SubmitDeps = {
  db: Db;
  repo: HiringRepository;
  limiter: RateLimiter;
  now: () => Date;
  /** The mails' settings at this moment (the live company name). */
  mail: () => ApplicationMailOptions;
  /** Called after the mails were queued (wakes the outbox worker). */
  onMailQueued: () => void;
  logger: Logger;
};

const cvWords = applicationsContent.form.cv;

/** Why a CV is refused, in the applicant's words. */
export function cvRefusal(check: Exclude<CvCheck, { ok: true }>, fileName: string): string {
  switch (check.reason) {
    case "empty":
      return cvWords.empty;
    case "too-large":
      return fill(cvWords.tooLarge, { size: fileSizeText(check.size) });
    case "old-word":
      return cvWords.oldWord;
    case "macros":
      return cvWords.macros;
    case "other": {
      const extension = /\.(pdf|docx?)$/i.exec(fileName.trim())?.[0];
      const name = extension ? `, although its name ends in ${extension.toLowerCase()}` : "";
      return fill(cvWords.notAccepted, { found: check.found, name });
    }
  }
}

/**
 * One application from a job's page: rate limit → honeypot → the job still open → the
 * fields (zod, ./schemas.ts) and the CV's bytes (./cv.ts) → stored with its CV and both
 * mails in one transaction → answer. The applicant is thanked only after the commit; a
 * refused CV is never stored.
 */
export async function submitApplication(d: SubmitDeps, s: ApplicationSubmission): Promise<ApplicationSubmitResult> {
  const limit = d.limiter.hit(clientKey(s.clientIp));
  if (!limit.allowed) return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  // A bot learns nothing: not that its fields were wrong, nor that the job is closed.
  if (s.honeypot !== "") return { kind: "spam" };
  if (!s.job.open) return { kind: "closed" };

  const parsed = applicationSchema.safeParse(s.fields);
  const errors: ApplicationFieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const check: CvCheck | null =
    s.cv === null
      ? null
      : s.cv.size > CV_MAX_BYTES
        ? { ok: false, reason: "too-large", size: s.cv.size }
        : await checkCv(s.cv.bytes);
  if (check === null) errors.cv = cvWords.required;
  else if (!check.ok) errors.cv = cvRefusal(check, s.cv!.fileName);
  if (!parsed.success || !check?.ok) return { kind: "invalid", fieldErrors: errors, cvAccepted: check?.ok === true };

  const { consent: _agreed, ...input } = parsed.data;
  const cv = { fileName: downloadName(s.cv!.fileName, check.kind), kind: check.kind, body: s.cv!.bytes };
  try {
    const now = d.now();
    const at = now.toISOString();
    const id = await d.db.kysely.transaction().execute(async (trx) => {
      const since = new Date(now.getTime() - 86_400_000).toISOString();
      const earlier = await d.repo.countFromAddress(trx, input.email, since);
      const application = { jobSlug: s.job.slug, jobTitle: s.job.title, ...input };
      const id = await d.repo.insert(trx, application, cv, at);
      const facts = { id, ...application, receivedAt: at };
      const options = d.mail();
      if (earlier < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY)
        await insertOutboxMessage(trx, null, { ...buildAcknowledgement(facts, options), applicationId: id }, now);
      await insertOutboxMessage(trx, null, { ...buildHiringNotification(facts, options), applicationId: id }, now);
      return id;
    });
    d.onMailQueued();
    d.logger.info({ applicationId: id }, "application: stored and mail enqueued");
    return { kind: "stored", id };
  } catch (error) {
    d.logger.error({ err: error }, "application: could not be stored");
    return { kind: "unavailable" };
  }
}

/**
 * The name a CV is downloaded under: the name it came with, reduced to letters, digits,
 * spaces, dots, hyphens and underscores (no path, no quotes or control characters for the
 * Content-Disposition header), and the extension its bytes earned.
 */
export function downloadName(sent: string, kind: "pdf" | "docx"): string {
  const base = (sent.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N} ._-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "CV"}.${kind}`;
}
