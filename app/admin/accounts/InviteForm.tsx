import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { ROLES, ROLE_LABELS } from "#server/accounts/roles";
import { CsrfInput, ErrorSummary, Field, SelectField, SubmitRow, useAdminForm } from "../ui/form";
import { RoleList } from "./RoleList";
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
      <RoleList className="mt-1 grid gap-0.5" />
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
        options={[
          { value: "", label: copy.chooseRole },
          ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
        ]}
      />
      <SubmitRow>{copy.submit}</SubmitRow>
    </form>
  );
}
