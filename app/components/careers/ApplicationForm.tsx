import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { ApplicationFormCopy } from "#shared/content/schemas/applications";
import {
  APPLICATION_HONEYPOT,
  APPLICATION_MAX_LENGTH,
  type ApplicationField,
  type ApplicationFormResult,
  CONSENT_FIELD,
  CV_ACCEPT,
  CV_FIELD,
  CV_MAX_BYTES,
  OPTIONAL_APPLICATION_FIELDS,
  fileSizeText,
} from "#shared/lib/application-fields";

/** The form's words with the company, the retention sentence and the privacy address filled in (the loader does it). */
export type ApplicationFormWords = ApplicationFormCopy & {
  consentText: { label: string; details: string; privacyHref: string };
};

const INPUT: Record<ApplicationField, { type: string; autoComplete: string; inputMode?: "email" | "tel" | "url" }> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  linkedin: { type: "text", autoComplete: "url", inputMode: "url" },
  github: { type: "text", autoComplete: "url", inputMode: "url" },
  portfolio: { type: "text", autoComplete: "url", inputMode: "url" },
  note: { type: "text", autoComplete: "off" },
};

/** The fields before the CV and after it, in the form's order. */
const BEFORE_CV: ApplicationField[] = ["name", "email", "phone"];
const AFTER_CV: ApplicationField[] = ["linkedin", "github", "portfolio", "note"];

const id = (name: string) => `apply-${name}`;
const fieldClass =
  "w-full rounded-lg border border-slate-500 bg-white px-4 py-3 text-ink placeholder:text-slate-500 aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";

/**
 * The application form below an open job's text (its `id` is "apply", where the Apply link
 * at the top leads). A multipart POST to the job's own address that works without
 * JavaScript: a refused application comes back, scrolled to the form, with every field filled (a chosen file
 * cannot be, and the form says so) and each problem beside its field, listed at the top.
 * With JavaScript it is sent in place: the chosen file stays, a CV over 5 MB is refused
 * before it is sent, and the button says the form is on its way.
 */
export function ApplicationForm({
  action,
  words,
  result,
}: {
  action: string;
  words: ApplicationFormWords;
  result?: ApplicationFormResult;
}) {
  const navigation = useNavigation();
  // The page's one form that navigates (the footer's quote form sends through a fetcher).
  const busy = navigation.state === "submitting";
  const summaryRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  /** A CV too large to send, found in the browser before sending (JavaScript only). */
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  /** A file is chosen in the form now (so "choose your CV again" does not apply). */
  const [fileChosen, setFileChosen] = useState(false);

  // A file chosen before the page's script ran fired no change event: read the input as it hydrates.
  useLayoutEffect(() => setFileChosen((fileRef.current?.files?.length ?? 0) > 0), []);
  // A refusal that came back in place: take the person to what needs fixing.
  useEffect(() => {
    if (result) summaryRef.current?.focus();
  }, [result]);

  const errors = { ...result?.fieldErrors };
  if (tooLarge) errors.cv = tooLarge;
  else if (fileChosen && errors.cv === words.cv.chooseAgain) delete errors.cv;
  const values = result?.values;
  const message = !result
    ? tooLarge
      ? words.invalid
      : null
    : {
        invalid: words.invalid,
        closed: words.closed,
        rate_limited: words.rateLimited,
        unavailable: words.unavailable,
        too_large: words.tooLarge,
      }[result.status];
  const listed = [...BEFORE_CV, CV_FIELD, ...AFTER_CV, CONSENT_FIELD].filter(
    (name) => errors[name as keyof typeof errors],
  );
  const labelOf = (name: string) =>
    name === CV_FIELD
      ? words.cv.label
      : name === CONSENT_FIELD
        ? words.consentText.label
        : words.fields[name as ApplicationField].label;

  const textField = (name: ApplicationField) => {
    const w = words.fields[name];
    const error = errors[name];
    const describedBy = [w.help ? id(`${name}-help`) : "", error ? id(`${name}-error`) : ""].filter(Boolean).join(" ");
    const common = {
      id: id(name),
      name,
      required: !OPTIONAL_APPLICATION_FIELDS.has(name),
      maxLength: APPLICATION_MAX_LENGTH[name],
      autoComplete: INPUT[name].autoComplete,
      placeholder: w.placeholder,
      defaultValue: values?.[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: fieldClass,
    } as const;
    return (
      <Field key={name} id={id(name)} label={w.label} help={w.help} error={error}>
        {name === "note" ? (
          <textarea {...common} rows={5} />
        ) : (
          <input {...common} type={INPUT[name].type} inputMode={INPUT[name].inputMode} />
        )}
      </Field>
    );
  };

  const cvError = errors.cv;
  const consentError = errors.consent;
  return (
    <section id="apply" aria-labelledby="apply-heading" className="card scroll-mt-24 p-6 sm:p-8">
      <h2 id="apply-heading" className="text-2xl font-extrabold text-ink">
        {words.heading}
      </h2>
      <p className="mt-2 text-muted">{words.intro}</p>
      <Form
        method="post"
        action={`${action}#apply`}
        encType="multipart/form-data"
        className="relative mt-6 grid gap-5"
        onSubmit={(event) => {
          if (busy) return event.preventDefault();
          const file = fileRef.current?.files?.[0];
          if (file && file.size > CV_MAX_BYTES) {
            event.preventDefault();
            setTooLarge(words.cv.tooLarge.replace("{size}", fileSizeText(file.size)));
            fileRef.current?.focus();
          }
        }}
      >
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          className={message ? "rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-error" : undefined}
        >
          {message ? (
            <>
              <p className="font-bold">{message}</p>
              {listed.length ? (
                <ul className="mt-2 list-disc pl-5">
                  {listed.map((name) => (
                    <li key={name}>
                      <a href={`#${id(name)}`} className="font-semibold underline underline-offset-2">
                        {labelOf(name)}
                      </a>
                      : {errors[name as keyof typeof errors]}
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
        {BEFORE_CV.map(textField)}
        <Field id={id(CV_FIELD)} label={words.cv.label} help={words.cv.help} error={cvError}>
          <input
            ref={fileRef}
            id={id(CV_FIELD)}
            name={CV_FIELD}
            type="file"
            accept={CV_ACCEPT}
            required
            aria-invalid={cvError ? true : undefined}
            aria-describedby={[id(`${CV_FIELD}-help`), cvError ? id(`${CV_FIELD}-error`) : ""]
              .filter(Boolean)
              .join(" ")}
            onChange={(event) => {
              setTooLarge(null);
              setFileChosen((event.target.files?.length ?? 0) > 0);
            }}
            className="block w-full rounded-lg border border-slate-500 bg-white text-ink file:mr-4 file:min-h-11 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-3 file:font-semibold file:text-brand-700 aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error"
          />
        </Field>
        {AFTER_CV.map(textField)}
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={id(CONSENT_FIELD)}
              name={CONSENT_FIELD}
              type="checkbox"
              value="yes"
              required
              defaultChecked={values?.consent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={[id(`${CONSENT_FIELD}-help`), consentError ? id(`${CONSENT_FIELD}-error`) : ""]
                .filter(Boolean)
                .join(" ")}
              className="mt-1 size-5 shrink-0 accent-brand"
            />
            <label htmlFor={id(CONSENT_FIELD)} className="font-semibold text-ink">
              {words.consentText.label}
            </label>
          </div>
          <p id={id(`${CONSENT_FIELD}-help`)} className="pl-8 text-sm text-muted">
            {words.consentText.details}{" "}
            <Link
              to={words.consentText.privacyHref}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {words.consent.privacyLink}
            </Link>
            .
          </p>
          {consentError ? <FieldError id={id(`${CONSENT_FIELD}-error`)}>{consentError}</FieldError> : null}
        </div>
        {/* Honeypot: off-screen, hidden from assistive tech, out of the tab order. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={id("hp")}>{words.honeypotLabel}</label>
          <input
            id={id("hp")}
            name={APPLICATION_HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <div>
          <button
            type="submit"
            disabled={busy}
            className="btn btn-primary w-full disabled:cursor-progress disabled:opacity-80 sm:w-auto"
          >
            {busy ? words.submitting : words.submit}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A label above its control, its help line, and the reason it was refused below. */
function Field({
  id: fieldId,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={fieldId} className="font-semibold text-ink">
        {label}
      </label>
      {help ? (
        <p id={`${fieldId}-help`} className="text-sm text-muted">
          {help}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function FieldError({ id: errorId, children }: { id: string; children: ReactNode }) {
  return (
    <p id={errorId} className="text-sm font-semibold text-error">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}
