import { type FormMetadata, type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FlashNotice } from "#server/accounts/sessions";
import { FormCard } from "../ui/FormCard";
import { CsrfInput, ErrorSummary, Field, NoticeBanner, SelectField, SubmitRow, TextareaField } from "../ui/form";
import { REASON_ORDER, REJECTION_REASON_LABELS, STAGE_LABELS, STAGE_ORDER, hiringCopy } from "./copy";
import type { ApplicationPageView } from "./view.server";

/**
 * The forms of an application's page, each a plain POST to the page itself (its `intent`
 * names it) that works without JavaScript and comes back to its own card (the fragment).
 * Each carries the application's `version`: a change someone else made meanwhile is then
 * refused and said, not overwritten. Errors come from the server's zod parse through conform,
 * beside their fields and listed at the top of the form.
 */

const fmt = (n: number) => n.toLocaleString("en-IN");

/** What every form of the page shares. */
export type FormContext = {
  id: number;
  csrf: string;
  version: number;
  /** The refused post, when there was one (only its own form shows it). */
  refused: { intent: string; result: SubmissionResult<string[]> } | null;
  /** The notice of the last post that went through, in the card it came from. */
  notices: Partial<Record<string, FlashNotice>>;
  /** The longest note and rejection note, in characters (the pipeline's limits). */
  limits: { note: number; rejectionNote: number };
};

/** conform's state for one of the page's forms: errors come from the server's answer to that form only. */
function useHiringForm<V extends Record<string, string>>(c: FormContext, intents: string[], defaultValue?: V) {
  return useForm<V>({
    id: `${intents[0]}-form`,
    lastResult: c.refused && intents.includes(c.refused.intent) ? c.refused.result : undefined,
    defaultValue: defaultValue as Parameters<typeof useForm<V>>[0]["defaultValue"],
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
}

/** A form's card: its heading, the last post's notice, the errors listed, and the hidden fields every post carries. */
function HiringForm({
  c,
  section,
  words,
  form,
  labelled,
  intent,
  version = true,
  above,
  children,
}: {
  c: FormContext;
  section: string;
  words: { heading: string; intro: string };
  form: FormMetadata<Record<string, string>, string[]>;
  /** The fields the error list names, with their labels. */
  labelled: { field: { id: string; errors?: string[] }; label: string }[];
  /** The form's intent (unless its buttons name it). */
  intent?: string;
  version?: boolean;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormCard
      id={section}
      title={words.heading}
      intro={words.intro}
      status={<NoticeBanner notice={c.notices[section]} />}
    >
      {above}
      <form method="post" action={`/admin/hiring/${c.id}#${section}`} className="grid gap-4" {...getFormProps(form)}>
        <ErrorSummary
          formErrors={form.errors}
          fields={labelled.map(({ field, label }) => ({ id: field.id, label, errors: field.errors }))}
        />
        <CsrfInput csrf={c.csrf} />
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {version ? <input type="hidden" name="version" value={c.version} /> : null}
        {children}
      </form>
    </FormCard>
  );
}

type Form = FormMetadata<Record<string, string>, string[]>;

export function StageForm({ c, values }: { c: FormContext; values: ApplicationPageView["forms"]["stage"] }) {
  const t = hiringCopy.stage;
  const [form, fields] = useHiringForm(c, ["stage"], values);
  return (
    <HiringForm
      c={c}
      section="stage"
      words={t}
      form={form as Form}
      intent="stage"
      labelled={[
        { field: fields.stage, label: t.stage },
        { field: fields.rejectionReason, label: t.reason },
        { field: fields.rejectionNote, label: t.note },
      ]}
    >
      <SelectField
        field={fields.stage}
        label={t.stage}
        options={STAGE_ORDER.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
      />
      <SelectField
        field={fields.rejectionReason}
        label={t.reason}
        hint={t.reasonHint}
        options={[
          { value: "", label: t.chooseReason },
          ...REASON_ORDER.map((reason) => ({ value: reason, label: REJECTION_REASON_LABELS[reason] })),
        ]}
      />
      <TextareaField
        field={fields.rejectionNote}
        label={t.note}
        hint={t.noteHint(fmt(c.limits.rejectionNote))}
        rows={2}
      />
      <SubmitRow>{t.save}</SubmitRow>
    </HiringForm>
  );
}

/** Who owns the application: an owner or someone with the hiring role, or nobody. */
export function OwnerForm({
  c,
  values,
  assignees,
  me,
}: {
  c: FormContext;
  values: ApplicationPageView["forms"]["owner"];
  assignees: { id: number; name: string }[];
  me: number;
}) {
  const t = hiringCopy.owner;
  const [form, fields] = useHiringForm(c, ["owner"], values);
  return (
    <HiringForm
      c={c}
      section="owner"
      words={t}
      form={form as Form}
      intent="owner"
      labelled={[{ field: fields.ownerId, label: t.owner }]}
    >
      <SelectField
        field={fields.ownerId}
        label={t.owner}
        options={[
          { value: "", label: t.nobody },
          ...assignees.map((a) => ({ value: String(a.id), label: a.id === me ? t.you(a.name) : a.name })),
        ]}
      />
      <SubmitRow>{t.save}</SubmitRow>
    </HiringForm>
  );
}

/** The interview's date and time in India time; cleared with its own button. */
export function InterviewForm({
  c,
  values,
  current,
}: {
  c: FormContext;
  values: ApplicationPageView["forms"]["interview"];
  current: ApplicationPageView["interview"];
}) {
  const t = hiringCopy.interview;
  const [form, fields] = useHiringForm(c, ["interview", "interview-clear"], values);
  const now = current ? (
    <p className="text-ink">
      {t.current}{" "}
      <time dateTime={current.iso} className="font-semibold">
        {current.text}
      </time>
    </p>
  ) : (
    <p className="text-muted">{t.none}</p>
  );
  return (
    <HiringForm
      c={c}
      section="interview"
      words={t}
      form={form as Form}
      above={now}
      labelled={[{ field: fields.at, label: t.at }]}
    >
      <Field field={fields.at} label={t.at} hint={t.hint} type="datetime-local" />
      <p className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="interview" className="btn btn-primary">
          {t.save}
        </button>
        {current ? (
          <button type="submit" name="intent" value="interview-clear" className="btn btn-secondary">
            {t.clear}
          </button>
        ) : null}
      </p>
    </HiringForm>
  );
}

/** A note for the team, kept on the timeline. */
export function NoteForm({ c }: { c: FormContext }) {
  const t = hiringCopy.note;
  const [form, fields] = useHiringForm<{ text: string }>(c, ["note"]);
  return (
    <HiringForm
      c={c}
      section="note"
      words={t}
      form={form as Form}
      intent="note"
      version={false}
      labelled={[{ field: fields.text, label: t.text }]}
    >
      <TextareaField field={fields.text} label={t.text} hint={t.limit(fmt(c.limits.note))} rows={4} />
      <SubmitRow>{t.save}</SubmitRow>
    </HiringForm>
  );
}
