import { type SubmissionResult, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { CsrfInput, ErrorSummary, FieldError, SubmitRow, describedBy } from "../ui/form";
import { settingsCopy } from "./profile-copy";
import type { RequireTwoFactorForm } from "./schemas";

const copy = settingsCopy.twoFactor;

type Props = {
  csrf: string;
  /** The setting as stored. */
  required: boolean;
  /** Whether the signed-in owner has two-factor on (else turning it on is refused). */
  ownTwoFactor: boolean;
  /** Accounts that would be sent to the set-up page. */
  accountsWithout: number;
  lastResult?: SubmissionResult<string[]>;
};

/** "Require two-factor sign-in for everyone": one checkbox and Save, a plain post (intent "two-factor"). */
export function RequireTwoFactorEditor({ csrf, required, ownTwoFactor, accountsWithout, lastResult }: Props) {
  const [form, fields] = useForm<RequireTwoFactorForm>({
    id: "require-two-factor",
    lastResult,
    defaultValue: { requireTwoFactor: required },
  });
  const field = fields.requireTwoFactor;
  const props = getInputProps(field, { type: "checkbox" });
  const hasError = Boolean(field.errors?.length);
  return (
    <form method="post" className="grid gap-4" {...getFormProps(form)}>
      <ErrorSummary formErrors={form.errors} fields={[{ id: field.id, label: copy.label, errors: field.errors }]} />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="two-factor" />
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5">
        <input
          {...props}
          key={props.key}
          aria-describedby={describedBy(field, true)}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-error"
        />
        <label htmlFor={field.id} className="cursor-pointer font-semibold text-ink">
          {copy.label}
        </label>
        <div id={field.descriptionId} className="col-start-2 grid gap-1 text-sm text-muted">
          <p>{copy.hint}</p>
          <p>{copy.stillWithout(accountsWithout)}</p>
        </div>
        {hasError ? (
          <div className="col-start-2 grid gap-1">
            <FieldError id={field.errorId} errors={field.errors} />
            {!ownTwoFactor ? (
              <p className="text-sm">
                <a
                  href="/admin/profile/two-factor"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {copy.setUpOwn}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <SubmitRow>{copy.save}</SubmitRow>
    </form>
  );
}
