import busboy from "busboy";
import { type AppLoadContext, data, redirect } from "react-router";
import type { ApplicationFormWords } from "#app/components/careers/ApplicationForm";
import { applicationsContent } from "#shared/content/applications";
import { APPLICATION_RETENTION_TOKEN, applicationRetentionSentence } from "#shared/content/legal/application-retention";
import { liveContent } from "#shared/content/live.server";
import {
  APPLICATION_FIELDS,
  APPLICATION_HONEYPOT,
  APPLICATION_MAX_LENGTH,
  type ApplicationFieldErrors,
  type ApplicationFormResult,
  type ApplicationValues,
  CONSENT_FIELD,
  CV_FIELD,
  CV_MAX_BYTES,
} from "#shared/lib/application-fields";
import { fill } from "#shared/lib/fill";
import { lookupJob } from "#shared/lib/jobs";
import { drain, dropBody, readLimitedText } from "./request-body.server";

/** Where an applicant is thanked (a static page: shared/content/pages.ts). */
export const APPLICATION_THANKS_PATH = "/careers/thank-you";

/**
 * Read at most this much of an application's body: a CV of up to 5 MB and the form, with room
 * for a CV somewhat over the limit, so that it can be refused beside its field with the other
 * fields kept. Past it the rest of the body is dropped (./request-body.server.ts) and the answer is 413.
 */
export const APPLICATION_BODY_LIMIT = 4 * CV_MAX_BYTES;
/** A text field's largest value read (its rules are stricter: server/hiring/schemas.ts). */
const FIELD_LIMIT = 16 * 1024;

export type ReadApplication = {
  /** The text fields of the form (the first value of each known name). */
  fields: Record<string, string>;
  /** The chosen file: its name, its bytes (at most CV_MAX_BYTES + 1 kept) and its whole size; null when none. */
  cv: { fileName: string; bytes: Uint8Array; size: number } | null;
  /** The body went past APPLICATION_BODY_LIMIT, or was not a form at all: what came before is kept. */
  refused: "too-large" | "not-a-form" | null;
};

const WANTED = new Set<string>([...APPLICATION_FIELDS, CONSENT_FIELD, APPLICATION_HONEYPOT]);

/**
 * Reads an application form as it streams in (multipart/form-data, parsed by busboy): the
 * text fields, and the CV with a running count, keeping no more of it than one byte past
 * CV_MAX_BYTES however large it is, so that a file over the limit is refused beside its
 * field and the other fields come back filled. Nothing is written anywhere: a refused file
 * lives only in this request's memory.
 */
export async function readApplicationForm(request: Request): Promise<ReadApplication> {
  const type = request.headers.get("content-type") ?? "";
  const read: ReadApplication = { fields: {}, cv: null, refused: null };
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    // A form without its file (sent by something other than our page): its fields, and the CV missing.
    const text = await readLimitedText(request, FIELD_LIMIT * WANTED.size);
    if (text === null) return { ...read, refused: "too-large" };
    for (const [name, value] of new URLSearchParams(text)) keep(read, name, value);
    return read;
  }
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) return { ...read, refused: "not-a-form" };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defCharset: "utf8",
      defParamCharset: "utf8",
      limits: { fieldSize: FIELD_LIMIT, fields: 40, files: 5, parts: 50 },
    });
  } catch {
    return { ...read, refused: "not-a-form" };
  }
  const files: Promise<void>[] = [];
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => keep(read, name, value));
    parser.on("file", (name, stream, info) => {
      files.push(new Promise((done) => stream.once("close", done)));
      // A body cut short (refused, or the sender gone) ends the file with an error: what was read stays.
      stream.on("error", () => {});
      if (name !== CV_FIELD || read.cv !== null) {
        stream.resume(); // another file, or a second one: read past it
        return;
      }
      const cv = { fileName: info.filename ?? "", bytes: new Uint8Array(0), size: 0 };
      const chunks: Buffer[] = [];
      let kept = 0;
      stream.on("data", (chunk: Buffer) => {
        cv.size += chunk.length;
        if (kept > CV_MAX_BYTES) return;
        const part = chunk.subarray(0, CV_MAX_BYTES + 1 - kept);
        chunks.push(part);
        kept += part.length;
      });
      stream.on("end", () => {
        cv.bytes = new Uint8Array(Buffer.concat(chunks, kept));
        // A file input left empty still sends a part, with no name and no bytes.
        read.cv = cv.fileName === "" && cv.size === 0 ? null : cv;
      });
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  parsed.catch(() => {}); // awaited below, unless the body is refused first

  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > APPLICATION_BODY_LIMIT) {
        read.refused = "too-large";
        parser.destroy();
        await drain(reader, received);
        return read;
      }
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
    }
    parser.end();
    await parsed;
    await Promise.all(files);
  } catch {
    // Malformed multipart (not from our page), or the sender went away: nothing of it is taken.
    parser.destroy();
    return { fields: {}, cv: null, refused: "not-a-form" };
  }
  return read;
}

function keep(read: ReadApplication, name: string, value: string) {
  if (WANTED.has(name) && !(name in read.fields)) read.fields[name] = value;
}

/** The values sent back to the form, clipped so that an error page never echoes a megabyte. */
export function echoApplication(fields: Record<string, string>): ApplicationValues {
  const values = Object.fromEntries(
    APPLICATION_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, APPLICATION_MAX_LENGTH[name] * 2)]),
  ) as Record<(typeof APPLICATION_FIELDS)[number], string>;
  return { ...values, consent: fields[CONSENT_FIELD] === "yes" || fields[CONSENT_FIELD] === "on" };
}

const words = applicationsContent.form;

/**
 * A job page's action: the application is read (./readApplicationForm), handed to the hiring
 * pipeline (server/hiring/submit.ts) and, once stored with its mails, the applicant goes on
 * to the thank-you page (303). Anything else answers the form's state with the status that
 * fits: 400 invalid, 410 closed, 413 too large, 429 rate limited, 503 not stored.
 */
export async function handleApplicationPost(request: Request, slug: string | undefined, context: AppLoadContext) {
  let values = echoApplication({});
  const answer = (
    status: ApplicationFormResult["status"],
    code: number,
    more: { fieldErrors?: ApplicationFieldErrors; headers?: HeadersInit } = {},
  ) =>
    data<ApplicationFormResult>(
      { status, values, fieldErrors: more.fieldErrors ?? {} },
      { status: code, headers: more.headers },
    );

  const found = lookupJob(liveContent(context).jobs, slug ?? "", new Date());
  if (!found) {
    // No such job: the page that follows (its loader) says so in words.
    await dropBody(request);
    return answer("closed", 404);
  }
  const form = await readApplicationForm(request);
  values = echoApplication(form.fields);
  if (form.refused === "too-large")
    // Any body left unread past the drain must not be taken for the next request.
    return answer("too_large", 413, { fieldErrors: { cv: words.tooLarge }, headers: { Connection: "close" } });
  const outcome = await context.services.hiring.submit({
    job: { slug: found.job.slug, title: found.job.title, open: found.kind === "open" },
    fields: form.fields,
    cv: form.cv,
    clientIp: context.clientIp,
    honeypot: form.fields[APPLICATION_HONEYPOT] ?? "",
  });
  switch (outcome.kind) {
    case "stored":
    case "spam":
      return redirect(APPLICATION_THANKS_PATH, 303);
    case "invalid": {
      const fieldErrors = { ...outcome.fieldErrors };
      // The CV was fine, but the form comes back for another field: a browser cannot keep the file.
      if (outcome.cvAccepted) fieldErrors.cv = words.cv.chooseAgain;
      return answer("invalid", 400, { fieldErrors });
    }
    case "closed":
      return answer("closed", 410);
    case "rate_limited":
      return answer("rate_limited", 429, { headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
    case "unavailable":
      return answer("unavailable", 503);
  }
}

/**
 * The form's words for a job's page: the company's live name in the consent line, and the
 * retention sentence for this server's APPLICATION_RETENTION_DAYS, or, when the page is
 * prerendered at build (no server), its token, which the server replaces at start
 * (shared/content/legal/application-retention.ts).
 */
export function applicationFormWords(context: unknown): ApplicationFormWords {
  const { company } = liveContent(context).site;
  const services = (context as Partial<AppLoadContext> | undefined)?.services;
  const retention = services
    ? applicationRetentionSentence(services.config.APPLICATION_RETENTION_DAYS)
    : APPLICATION_RETENTION_TOKEN;
  const privacyEmail = company.emails[1] ?? company.emails[0] ?? "";
  return {
    ...words,
    consentText: {
      label: fill(words.consent.label, { company: company.name }),
      details: `${retention}. ${fill(words.consent.details, { email: privacyEmail })}`,
      privacyHref: "/privacy-policy",
    },
  };
}
