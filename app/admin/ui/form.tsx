import {
  type FieldMetadata,
  type SubmissionResult,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import type { ReactNode } from "react";
import type { FlashNotice } from "#server/accounts/sessions";

/**
 * Form pieces for every back-office form. Fields come from conform's metadata, so
 * a field's error (from the server's zod parse, shown after a plain POST without
 * JavaScript too) sits beside it and is wired with aria-invalid/aria-describedby.
 */

/** The look of every form control (an error marks it red through aria-invalid). */
export const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";

type FieldProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "search" | "date" | "datetime-local";
  hint?: ReactNode;
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "text" | "email";
  /** Never echo the typed value back (passwords, codes). */
  secret?: boolean;
  className?: string;
};

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-semibold text-error">
      <span aria-hidden="true">⚠ </span>
      {errors.join(" ")}
    </p>
  );
}

/** The ids a control is described by: its hint (when there is one) and its error (when there is one). */
export function describedBy(field: FieldMetadata<unknown>, hasHint: boolean): string | undefined {
  const ids = [hasHint ? field.descriptionId : undefined, field.errors?.length ? field.errorId : undefined];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** What every field shares around its control: the label above, the hint, and the error below. */
function FieldFrame({
  field,
  label,
  hint,
  className = "",
  children,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={field.id} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function Field({
  field,
  label,
  type = "text",
  hint,
  autoComplete,
  required,
  inputMode,
  secret,
  className,
}: FieldProps) {
  const props = getInputProps(field, { type, value: !secret && type !== "password" });
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input
        {...props}
        key={props.key}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-describedby={describedBy(field, Boolean(hint))}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/**
 * A password: never echoed back, and marked for password managers as the account's
 * current password or a new one.
 */
export function PasswordField({
  field,
  label,
  hint,
  purpose,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: ReactNode;
  purpose: "current" | "new";
}) {
  return (
    <Field
      field={field}
      label={label}
      hint={hint}
      type="password"
      autoComplete={`${purpose}-password`}
      required
      secret
    />
  );
}

/** The account's address, hidden, beside a password field: password managers file the password under it. */
export function HiddenUsername({ email }: { email: string }) {
  return <input type="text" value={email} autoComplete="username" readOnly hidden />;
}

export function SelectField({
  field,
  label,
  options,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: { value: string; label: string }[];
  hint?: ReactNode;
}) {
  const props = getSelectProps(field);
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <select {...props} key={props.key} aria-describedby={describedBy(field, Boolean(hint))} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Free text over several lines, its error beside it like every field's. */
export function TextareaField({
  field,
  label,
  hint,
  rows = 4,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  const props = getTextareaProps(field);
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <textarea
        {...props}
        key={props.key}
        rows={rows}
        aria-describedby={describedBy(field, Boolean(hint))}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** A form's submit button on its own line, below the fields; "secondary" for a quieter step. */
export function SubmitRow({ children, tone = "primary" }: { children: ReactNode; tone?: "primary" | "secondary" }) {
  return (
    <p>
      <button type="submit" className={`btn ${tone === "primary" ? "btn-primary" : "btn-secondary"}`}>
        {children}
      </button>
    </p>
  );
}

/** The submit button of the small sign-in and account cards: as wide as the card. */
export function WideSubmit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-full">
      {children}
    </button>
  );
}

/**
 * The errors of a failed post, at the top of the form, each a link to its field,
 * announced on arrival (role=alert) so that nobody misses why nothing happened.
 */
export function ErrorSummary({
  formErrors,
  fields,
  title = "Please correct the following:",
}: {
  formErrors?: string[];
  fields: { id: string; label: string; errors?: string[] }[];
  title?: string;
}) {
  const withErrors = fields.filter((f) => f.errors?.length);
  if (!formErrors?.length && !withErrors.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-error/30 bg-red-50 px-4 py-3 text-sm text-error">
      <p className="font-bold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {formErrors?.map((e) => (
          <li key={e}>{e}</li>
        ))}
        {withErrors.map((f) => (
          <li key={f.id}>
            <a href={`#${f.id}`} className="font-semibold underline underline-offset-2">
              {f.label}
            </a>
            : {f.errors!.join(" ")}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The one-time result of the last action ("Invitation sent"), in a polite live region. */
export function NoticeBanner({ notice }: { notice?: FlashNotice | { text: string; tone?: "success" | "error" } }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {notice ? (
        <p
          className={`rounded-lg border px-4 py-3 text-sm font-semibold ${
            notice.tone === "error"
              ? "border-error/30 bg-red-50 text-error"
              : "border-success/30 bg-green-50 text-success"
          }`}
        >
          <span aria-hidden="true">{notice.tone === "error" ? "⚠ " : "✓ "}</span>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

export function CsrfInput({ csrf }: { csrf: string }) {
  return <input type="hidden" name="csrf" value={csrf} />;
}

/** A standing warning that must not be missed (not an announcement): a mark and the words, on the accent colour. */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-accent-700/40 bg-accent-100 px-4 py-3 font-semibold text-ink">
      <span aria-hidden="true">⚠ </span>
      {children}
    </p>
  );
}

/** A page's title block: one h1 and an optional intro line. */
export function PageHeading({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * conform's form state for a plain-POST back-office form: errors come from the
 * server's answer (`lastResult`); no validation round-trips while typing (conform
 * would otherwise post "validate" intents to the server, which a plain form turns
 * into page loads).
 */
export function useAdminForm<Schema extends Record<string, unknown>>(
  id: string,
  lastResult?: SubmissionResult<string[]> | null,
) {
  return useForm<Schema>({ id, lastResult, shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" });
}
