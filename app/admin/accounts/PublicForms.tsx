import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { ErrorSummary, Field, HiddenUsername, PasswordField, WideSubmit, useAdminForm } from "../ui/form";
import { forgotCopy, invitationCopy, resetCopy } from "./copy";
import type { AcceptInvitationForm, ForgotPasswordForm, NewPasswordForm } from "./schemas";

/**
 * The forms of the public account pages. Plain POSTs to the page itself (no session,
 * so no CSRF token: the action checks that the post comes from our own origin);
 * errors from the server sit beside their fields and in a summary at the top.
 */

type Result = SubmissionResult<string[]>;

/** Name and password for a new account; the address rides along for password managers. */
export function AcceptInvitationFields({
  email,
  role,
  lastResult,
}: {
  email: string;
  role: string;
  lastResult?: Result;
}) {
  const copy = invitationCopy;
  const [form, fields] = useAdminForm<AcceptInvitationForm>("accept-invitation", lastResult);
  return (
    <form method="post" className="grid gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[
          { id: fields.displayName.id, label: copy.displayName, errors: fields.displayName.errors },
          { id: fields.password.id, label: copy.password, errors: fields.password.errors },
        ]}
      />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg border border-line bg-surface px-4 py-3 text-sm">
        <dt className="font-semibold text-muted">{copy.email}</dt>
        <dd className="text-ink [overflow-wrap:anywhere]">{email}</dd>
        <dt className="font-semibold text-muted">{copy.role}</dt>
        <dd className="text-ink">{role}</dd>
      </dl>
      <HiddenUsername email={email} />
      <Field
        field={fields.displayName}
        label={copy.displayName}
        hint={copy.displayNameHint}
        autoComplete="name"
        required
      />
      <PasswordField field={fields.password} label={copy.password} hint={copy.passwordHint} purpose="new" />
      <WideSubmit>{copy.submit}</WideSubmit>
    </form>
  );
}

export function ForgotPasswordFields({ lastResult }: { lastResult?: Result }) {
  const copy = forgotCopy;
  const [form, fields] = useAdminForm<ForgotPasswordForm>("forgot-password", lastResult);
  return (
    <form method="post" className="grid gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[{ id: fields.email.id, label: copy.email, errors: fields.email.errors }]}
      />
      <Field field={fields.email} label={copy.email} type="email" autoComplete="username" required />
      <WideSubmit>{copy.submit}</WideSubmit>
    </form>
  );
}

export function ResetPasswordFields({ email, lastResult }: { email: string; lastResult?: Result }) {
  const copy = resetCopy;
  const [form, fields] = useAdminForm<NewPasswordForm>("reset-password", lastResult);
  return (
    <form method="post" className="grid gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[{ id: fields.password.id, label: copy.password, errors: fields.password.errors }]}
      />
      <HiddenUsername email={email} />
      <PasswordField field={fields.password} label={copy.password} hint={copy.passwordHint} purpose="new" />
      <WideSubmit>{copy.submit}</WideSubmit>
    </form>
  );
}
