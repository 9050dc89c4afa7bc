import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { API_TOKEN_SCOPES } from "#server/db/schema";
import { CsrfInput, ErrorSummary, Field, FieldError, SubmitRow, describedBy, useAdminForm } from "../ui/form";
import type { CreateTokenForm as CreateTokenValues } from "./token-schemas";
import { tokensCopy } from "./tokens-copy";

const copy = tokensCopy.create;

/** Name and access; a plain post with intent "create". The access starts unchosen: it is a decision. */
export function CreateTokenForm({ csrf, lastResult }: { csrf: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useAdminForm<CreateTokenValues>("create-token", lastResult);
  const scope = fields.scope;
  return (
    <form method="post" className="grid max-w-xl gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[
          { id: fields.name.id, label: copy.name, errors: fields.name.errors },
          { id: `${scope.id}-read`, label: copy.scope, errors: scope.errors },
        ]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="create" />
      <Field field={fields.name} label={copy.name} hint={copy.nameHint} autoComplete="off" required />
      <fieldset
        role="radiogroup"
        className="grid gap-2"
        aria-describedby={describedBy(scope, false)}
        aria-invalid={scope.errors?.length ? true : undefined}
      >
        <legend className="mb-1.5 font-semibold text-ink">{copy.scope}</legend>
        {API_TOKEN_SCOPES.map((value) => {
          const id = `${scope.id}-${value}`;
          return (
            // oxlint-disable-next-line jsx-a11y/label-has-associated-control -- its text is the scope's label and description below
            <label
              key={value}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2"
            >
              <input
                id={id}
                type="radio"
                name={scope.name}
                value={value}
                defaultChecked={scope.initialValue === value}
                required
                className="mt-1 size-5 accent-brand"
              />
              <span className="grid">
                <span className="font-semibold text-ink">{tokensCopy.scopes[value].label}</span>
                <span className="text-sm text-muted">{tokensCopy.scopes[value].hint}</span>
              </span>
            </label>
          );
        })}
        <FieldError id={scope.errorId} errors={scope.errors} />
      </fieldset>
      <SubmitRow>{copy.submit}</SubmitRow>
    </form>
  );
}
