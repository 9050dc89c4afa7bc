import { type ReactNode, useEffect, useRef, useState } from "react";
import { telHref } from "#shared/lib/phone";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { contactContent } from "#shared/content/contact";
import type { Site } from "#shared/content/schemas/site";
import { tabLanding } from "#app/lib/landing";
import {
  FORM_PAGE_FIELD,
  HONEYPOT_FIELD,
  LANDING_FIELD,
  LANDING_REFERRER_FIELD,
  OPTIONAL_QUOTE_FIELDS,
  QUOTE_FIELDS,
  QUOTE_MAX_LENGTH,
  type QuoteField,
  type QuoteFormResult,
  type QuoteFormSource,
} from "#shared/lib/quote-fields";

// The form renders in the footer of every page, outside any route loader, so its
// words come straight from the content module (they are in the HTML either way).
const copy = contactContent.quoteForm;

const AUTOCOMPLETE: Record<QuoteField, string> = { name: "name", phone_number: "tel", email: "email", message: "off" };
const INPUT_TYPE = { name: "text", phone_number: "tel", email: "email" } as const;

type Props = {
  /** Which form this is; sent as the hidden `source` field. */
  source: QuoteFormSource;
  tone?: "light" | "dark";
  /** The action's answer to a submission without JavaScript (values kept, errors shown). */
  result?: QuoteFormResult;
};

/**
 * The quote form of the footer (Let's Talk) and the contact page. Both post to the
 * /contact_us action. Without JavaScript that is a plain POST: success redirects to
 * /Thanku, a problem re-renders /contact_us with the values and errors. With
 * JavaScript a fetcher submits in place: success goes to /Thanku and clears the
 * fields; a problem keeps the values and explains itself next to the fields, with the
 * phone number as a fallback when sending failed.
 */
export function QuoteForm({ source, tone = "light", result }: Props) {
  const fetcher = useFetcher<QuoteFormResult>();
  const [shown, setShown] = useState<QuoteFormResult | undefined>(result);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const submitted = useRef<{ before: unknown } | null>(null);
  const phone = useRouteLoaderData<{ site: Site }>("root")?.site.company.phones[0];
  const busy = fetcher.state !== "idle";
  const { pathname } = useLocation();

  useEffect(() => {
    if (fetcher.state !== "idle" || !submitted.current) return;
    const { before } = submitted.current;
    submitted.current = null;
    if (fetcher.data !== undefined && fetcher.data !== before) {
      setShown(fetcher.data);
    } else {
      // The action redirected to /Thanku: the request is stored, start afresh.
      formRef.current?.reset();
      setShown(undefined);
    }
  }, [fetcher.state, fetcher.data]);

  // After a rejected submission, take the visitor to the first field to fix.
  useEffect(() => {
    if (!shown || shown === result) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [shown, result]);

  const dark = tone === "dark";
  const styles = {
    label: dark ? "text-sm font-semibold text-slate-200" : "text-sm font-semibold text-ink",
    field: dark
      ? "w-full rounded-lg border bg-white/5 px-4 py-3 text-white placeholder:text-slate-400"
      : "w-full rounded-lg border bg-white px-4 py-3 text-ink placeholder:text-slate-500",
    border: (invalid: boolean) =>
      invalid ? (dark ? "border-red-300" : "border-error") : dark ? "border-white/20" : "border-line",
    error: dark ? "text-sm font-medium text-red-200" : "text-sm font-medium text-error",
    help: dark ? "text-sm text-slate-300" : "text-sm text-muted",
    alert: dark
      ? "rounded-lg border border-red-300/50 bg-red-950/40 p-4 text-sm text-red-100"
      : "rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-error",
    link: dark
      ? "font-semibold text-white underline underline-offset-4"
      : "font-semibold text-brand-700 underline underline-offset-4",
  };

  const id = (name: string) => `${source}-quote-${name}`;
  const values = shown?.values;
  const errors = shown?.fieldErrors ?? {};

  const callUs: ReactNode = phone ? (
    <>
      {" "}
      {copy.callFallback}{" "}
      <a href={telHref(phone.display)} className={styles.link}>
        {phone.display}
      </a>
      .
    </>
  ) : null;
  const message: ReactNode = !shown ? null : shown.status === "invalid" ? (
    copy.invalid
  ) : shown.status === "too_large" ? (
    copy.tooLarge
  ) : (
    <>
      {shown.status === "rate_limited" ? copy.rateLimited : copy.unavailable}
      {callUs}
    </>
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/contact_us"
      className="relative mt-4 grid gap-4"
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        submitted.current = { before: fetcher.data };
        // Where this tab's visit began goes with this form only (app/lib/landing.ts).
        const fields = event.currentTarget.elements;
        [
          (fields.namedItem(LANDING_FIELD) as HTMLInputElement).value,
          (fields.namedItem(LANDING_REFERRER_FIELD) as HTMLInputElement).value,
        ] = tabLanding();
      }}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={FORM_PAGE_FIELD} value={pathname} />
      <input type="hidden" name={LANDING_FIELD} defaultValue="" />
      <input type="hidden" name={LANDING_REFERRER_FIELD} defaultValue="" />
      <div ref={alertRef} role="alert" tabIndex={-1} className={message ? styles.alert : undefined}>
        {message}
      </div>
      {QUOTE_FIELDS.map((name) => {
        const field = copy.fields[name];
        const error = errors[name];
        const help = "help" in field ? field.help : undefined;
        // The help line first, then the error, as the eye reads them.
        const describedBy = [help ? id(`${name}-help`) : "", error ? id(`${name}-error`) : ""]
          .filter(Boolean)
          .join(" ");
        const common = {
          id: id(name),
          name,
          placeholder: field.placeholder,
          required: !OPTIONAL_QUOTE_FIELDS.has(name),
          maxLength: QUOTE_MAX_LENGTH[name],
          autoComplete: AUTOCOMPLETE[name],
          defaultValue: values?.[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          className: `${styles.field} ${styles.border(Boolean(error))}`,
        } as const;
        return (
          <div key={name} className="grid gap-1.5">
            <label htmlFor={id(name)} className={styles.label}>
              {field.label}
            </label>
            {help ? (
              <p id={id(`${name}-help`)} className={styles.help}>
                {help}
              </p>
            ) : null}
            {name === "message" ? (
              <textarea {...common} rows={source === "contact" ? 6 : 4} />
            ) : (
              <input {...common} type={INPUT_TYPE[name]} inputMode={name === "email" ? "email" : undefined} />
            )}
            {error ? (
              <p id={id(`${name}-error`)} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* Honeypot: off-screen, hidden from assistive tech, out of the tab order. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={id("hp")}>{copy.honeypotLabel}</label>
        <input id={id("hp")} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className={`${dark ? "btn btn-accent" : "btn btn-primary"} w-full disabled:cursor-progress disabled:opacity-80 sm:w-auto`}
        >
          {busy ? copy.submitting : copy.submit}
        </button>
      </div>
    </fetcher.Form>
  );
}
