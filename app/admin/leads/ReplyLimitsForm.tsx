import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { CsrfInput, ErrorSummary, Field, SubmitRow } from "../ui/form";
import { leadCopy } from "./lead-copy";

const copy = leadCopy.replyLimits;

type Props = {
  csrf: string;
  limits: { hour: number; day: number };
  lastResult?: SubmissionResult<string[]>;
};

/**
 * Settings: how many e-mails to clients one person may send in an hour and in a day (a plain
 * post, intent "reply-limits", parsed on the server with the pipeline's schema through conform).
 */
export function ReplyLimitsForm({ csrf, limits, lastResult }: Props) {
  const [form, fields] = useForm<{ hour: string; day: string }>({
    id: "reply-limits",
    lastResult,
    defaultValue: { hour: String(limits.hour), day: String(limits.day) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <form method="post" action="/admin/settings" className="grid gap-4" {...getFormProps(form)}>
      <ErrorSummary
        formErrors={form.errors}
        fields={[
          { id: fields.hour.id, label: copy.hour, errors: fields.hour.errors },
          { id: fields.day.id, label: copy.day, errors: fields.day.errors },
        ]}
      />
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="reply-limits" />
      <p className="max-w-2xl text-sm text-muted">{copy.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.hour} label={copy.hour} hint={copy.hourHint} inputMode="numeric" required />
        <Field field={fields.day} label={copy.day} hint={copy.dayHint} inputMode="numeric" required />
      </div>
      <SubmitRow>{copy.save}</SubmitRow>
    </form>
  );
}
