import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { CsrfInput, ErrorSummary, Field, HiddenUsername, PasswordField, SubmitRow } from "../ui/form";
import { profileCopy } from "./profile-copy";
import type { ChangePasswordForm, DisplayNameForm } from "./schemas";

const copy = profileCopy;

/** The display name, prefilled; a plain post with intent "name". */
export function DisplayNameEditor({
  csrf,
  displayName,
  lastResult,
}: {
  csrf: string;
  displayName: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<DisplayNameForm>({ id: "display-name", lastResult, defaultValue: { displayName } });
  return (
    <form method="post" className="grid max-w-md gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[{ id: fields.displayName.id, label: copy.details.displayName, errors: fields.displayName.errors }]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="name" />
      <Field
        field={fields.displayName}
        label={copy.details.displayName}
        hint={copy.details.displayNameHint}
        autoComplete="name"
        required
      />
      <SubmitRow tone="secondary">{copy.details.save}</SubmitRow>
    </form>
  );
}

/**
 * Current and new password; a plain post with intent "password". The e-mail rides
 * along hidden (autocomplete="username") so password managers update the right entry.
 */
export function ChangePasswordEditor({
  csrf,
  email,
  lastResult,
}: {
  csrf: string;
  email: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<ChangePasswordForm>({ id: "change-password", lastResult });
  return (
    <form method="post" className="grid max-w-md gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[
          { id: fields.current.id, label: copy.password.current, errors: fields.current.errors },
          { id: fields.next.id, label: copy.password.next, errors: fields.next.errors },
        ]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="password" />
      <HiddenUsername email={email} />
      <PasswordField field={fields.current} label={copy.password.current} purpose="current" />
      <PasswordField field={fields.next} label={copy.password.next} hint={copy.password.nextHint} purpose="new" />
      <SubmitRow>{copy.password.submit}</SubmitRow>
    </form>
  );
}
