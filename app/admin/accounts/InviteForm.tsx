import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../../server/accounts/roles";
import { CsrfInput, ErrorSummary, Field, SelectField, useAdminForm } from "../ui/form";
import { usersCopy } from "./copy";
import type { InviteForm as InviteFormValues } from "./schemas";

const copy = usersCopy.invite;

/**
 * E-mail and role; a plain post with intent "invite". The role starts unchosen on
 * purpose: what someone may do is a decision, not a default.
 */
export function InviteForm({ csrf, lastResult }: { csrf: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAdminForm<InviteFormValues>("invite", lastResult);
  const roleHint = (
    <>
      {copy.roleHint}
      <span className="mt-1 grid gap-0.5">
        {ROLES.map((role) => (
          <span key={role} className="block">
            <strong className="font-semibold text-ink">{ROLE_LABELS[role]}:</strong> {ROLE_DESCRIPTIONS[role]}
          </span>
        ))}
      </span>
    </>
  );
  return (
    <form method="post" className="grid max-w-xl gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[
          { id: fields.email.id, label: copy.email, errors: fields.email.errors },
          { id: fields.role.id, label: copy.role, errors: fields.role.errors },
        ]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="invite" />
      <Field field={fields.email} label={copy.email} hint={copy.emailHint} type="email" autoComplete="off" required />
      <SelectField
        field={fields.role}
        label={copy.role}
        hint={roleHint}
        options={[{ value: "", label: copy.chooseRole }, ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))]}
      />
      <p>
        <button type="submit" className="btn btn-primary">
          {copy.submit}
        </button>
      </p>
    </form>
  );
}
