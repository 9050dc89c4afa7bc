import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { CsrfInput, ErrorSummary, PasswordField, SubmitRow } from "../ui/form";
import type { ConfirmPasswordForm } from "./schemas";

type Props = {
  /** The conform id (field ids derive from it; distinct per form on a page). */
  id: string;
  /** The hidden `intent` the action switches on. */
  intent: string;
  csrf: string;
  label: string;
  hint?: string;
  submit: string;
  /** A quieter button for a step back (turning something off). */
  tone?: "primary" | "secondary";
  lastResult?: SubmissionResult<string[]>;
};

/** A form that only asks for the account's password to confirm a sensitive step. */
export function PasswordConfirmForm({ id, intent, csrf, label, hint, submit, tone = "primary", lastResult }: Props) {
  const [form, fields] = useForm<ConfirmPasswordForm>({ id, lastResult });
  return (
    <form method="post" className="grid max-w-md gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[{ id: fields.password.id, label, errors: fields.password.errors }]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <PasswordField field={fields.password} label={label} hint={hint} purpose="current" />
      <SubmitRow tone={tone}>{submit}</SubmitRow>
    </form>
  );
}
