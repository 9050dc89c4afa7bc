import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { ROLES, ROLE_LABELS } from "#server/accounts/roles";
import type { Role } from "#server/db/schema";
import { CsrfInput, ErrorSummary, SelectField, SubmitRow } from "../ui/form";
import { RoleList } from "./RoleList";
import { userCopy } from "./copy";
import type { RoleForm as RoleFormValues } from "./schemas";

const copy = userCopy.role;

/** One account's role, preselected; a plain post with intent "role". */
export function RoleForm({
  csrf,
  role,
  lastResult,
}: {
  csrf: string;
  role: Role;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<RoleFormValues>({
    id: "role",
    lastResult,
    defaultValue: { role },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <form method="post" className="grid max-w-xl gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[{ id: fields.role.id, label: copy.label, errors: fields.role.errors }]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="role" />
      <SelectField
        field={fields.role}
        label={copy.label}
        hint={<RoleList className="grid gap-0.5" />}
        options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
      />
      <SubmitRow tone="secondary">{copy.submit}</SubmitRow>
    </form>
  );
}
