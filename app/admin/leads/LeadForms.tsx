import { useLayoutEffect, useRef, useState } from "react";
import { LOST_REASON_LABELS, LOST_REASON_ORDER, STATUS_LABELS, STATUS_ORDER } from "../labels";
import { Warning, inputClass } from "../ui/form";
import {
  Block,
  type FormContext,
  Hidden,
  Section,
  Submit,
  action,
  described,
  errorOf,
  fmt,
  startValues,
} from "./form-parts";
import { leadCopy } from "./lead-copy";
import type { LeadFormValues, LeadPageView } from "./lead-types";
import { useHydrated } from "./use-hydrated";

/** The stage, owner, follow-up, note and reply forms of a lead's page (their shared parts: ./form-parts.tsx). */

export type { FormContext };

const s = leadCopy.sections;
const NOTE_MAX = 5_000;
const LOST_NOTE_MAX = 500;
const BODY_MAX = 10_000;

/**
 * The stage, with what each stage needs: the expected value at Proposal sent, the value
 * won at Won, a reason (and for "Other" a note) at Lost. Without JavaScript every field
 * shows, each hint naming the stage that needs it; with it, only the chosen stage's.
 */
export function StageForm({ c, values: fromLead }: { c: FormContext; values: LeadFormValues["stage"] }) {
  const v = startValues(c, "stage", fromLead);
  const [stage, setStage] = useState(v.stage);
  const hydrated = useHydrated();
  // A stage chosen before the script ran is in the select but not in the state, and hydrating
  // does not fire onChange: read the select as it hydrates (a layout effect, before any re-render
  // sets the select back to the state), or the fields shown would be the old stage's.
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    if (select.current && select.current.value !== stage) setStage(select.current.value);
    // Once, at hydration: later choices come through onChange.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs once, at hydration, on purpose
  }, []);
  const shows = (needed: string) => !hydrated || stage === needed;
  const t = s.stage;
  const err = (field: string) => errorOf(c, "stage", field);
  return (
    <Section
      c={c}
      id="stage"
      title={t.heading}
      intro={t.intro}
      fields={["stage", "expectedValue", "wonValue", "lostReason", "lostNote"]}
    >
      <form method="post" action={action(c, "stage")} className="grid gap-4 sm:grid-cols-2" noValidate>
        <Hidden c={c} intent="stage" />
        <Block id="stage-stage" label={t.stage} error={err("stage")} className="sm:col-span-2">
          <select
            id="stage-stage"
            name="stage"
            ref={select}
            value={stage}
            onChange={(e) => setStage(e.target.value)}
            {...described("stage-stage", false, err("stage"))}
            className={`${inputClass} sm:max-w-xs`}
          >
            {STATUS_ORDER.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </Block>
        <Block
          id="stage-expectedValue"
          label={t.expectedValue}
          hint={t.expectedHint}
          error={err("expectedValue")}
          hidden={!shows("proposal")}
        >
          <input
            id="stage-expectedValue"
            name="expectedValue"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={v.expectedValue}
            {...described("stage-expectedValue", true, err("expectedValue"))}
            className={inputClass}
          />
        </Block>
        <Block id="stage-wonValue" label={t.wonValue} hint={t.wonHint} error={err("wonValue")} hidden={!shows("won")}>
          <input
            id="stage-wonValue"
            name="wonValue"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={v.wonValue}
            {...described("stage-wonValue", true, err("wonValue"))}
            className={inputClass}
          />
        </Block>
        <Block
          id="stage-lostReason"
          label={t.lostReason}
          hint={t.lostReasonHint}
          error={err("lostReason")}
          hidden={!shows("lost")}
        >
          <select
            id="stage-lostReason"
            name="lostReason"
            defaultValue={v.lostReason}
            {...described("stage-lostReason", true, err("lostReason"))}
            className={inputClass}
          >
            <option value="">{t.chooseReason}</option>
            {LOST_REASON_ORDER.map((value) => (
              <option key={value} value={value}>
                {LOST_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </Block>
        <Block
          id="stage-lostNote"
          label={t.lostNote}
          hint={t.lostNoteHint(fmt(LOST_NOTE_MAX))}
          error={err("lostNote")}
          hidden={!shows("lost")}
          className="sm:col-span-2"
        >
          <textarea
            id="stage-lostNote"
            name="lostNote"
            rows={2}
            defaultValue={v.lostNote}
            {...described("stage-lostNote", true, err("lostNote"))}
            className={inputClass}
          />
        </Block>
        <p className="sm:col-span-2">
          <Submit>{t.save}</Submit>
        </p>
      </form>
    </Section>
  );
}

/** Who works the lead: anyone who works the pipeline, or nobody; and "Assign to me" in one press. */
export function OwnerForm({
  c,
  values: fromLead,
  assignees,
  me,
  owner,
}: {
  c: FormContext;
  values: LeadFormValues["owner"];
  assignees: { id: number; name: string }[];
  me: number;
  owner: LeadPageView["owner"];
}) {
  const v = startValues(c, "owner", fromLead);
  const t = s.owner;
  const err = errorOf(c, "owner", "ownerId");
  return (
    <Section c={c} id="owner" title={t.heading} intro={t.intro} fields={["ownerId"]}>
      <div className="flex flex-wrap items-end gap-x-3 gap-y-4">
        <form method="post" action={action(c, "owner")} className="flex min-w-0 flex-wrap items-end gap-3">
          <Hidden c={c} intent="assign" />
          <Block id="owner-ownerId" label={t.owner} error={err} className="min-w-0 max-w-full">
            <select
              id="owner-ownerId"
              name="ownerId"
              defaultValue={v.ownerId}
              {...described("owner-ownerId", false, err)}
              className={`${inputClass} sm:w-72`}
            >
              <option value="">{t.unassigned}</option>
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.id === me ? t.you(a.name) : a.name}
                </option>
              ))}
            </select>
          </Block>
          <Submit>{t.save}</Submit>
        </form>
        {owner?.id === me ? (
          <p className="py-3 text-sm font-semibold text-success">
            <span aria-hidden="true">✓ </span>
            {t.youOwn}
          </p>
        ) : (
          <form method="post" action={action(c, "owner")}>
            <Hidden c={c} intent="assign-me" />
            <Submit tone="secondary">{t.assignMe}</Submit>
          </form>
        )}
      </div>
    </Section>
  );
}

/** When to follow up, as a date and time in India time; cleared with its own button. */
export function FollowUpForm({
  c,
  values: fromLead,
  current,
}: {
  c: FormContext;
  values: LeadFormValues["followUp"];
  current: LeadPageView["followUp"];
}) {
  const v = startValues(c, "follow-up", fromLead);
  const t = s.followUp;
  const err = errorOf(c, "follow-up", "at");
  return (
    <Section c={c} id="follow-up" title={t.heading} intro={t.intro} fields={["at"]}>
      <p className="text-ink">
        {current ? (
          <>
            {t.current}{" "}
            <time dateTime={current.at.iso} className="font-semibold">
              {current.at.text}
            </time>
            {current.overdue ? <span className="font-semibold text-error"> {t.overdue}</span> : null}
          </>
        ) : (
          <span className="text-muted">{t.none}</span>
        )}
      </p>
      <form method="post" action={action(c, "follow-up")} className="flex flex-wrap items-end gap-3" noValidate>
        <Hidden c={c} />
        <Block id="follow-up-at" label={t.at} hint={t.hint} error={err} className="min-w-0 max-w-full">
          <input
            id="follow-up-at"
            name="at"
            type="datetime-local"
            defaultValue={v.at}
            {...described("follow-up-at", true, err)}
            className={`${inputClass} sm:w-72`}
          />
        </Block>
        <span className="flex flex-wrap gap-3">
          <Submit name="intent" value="follow-up">
            {t.save}
          </Submit>
          {current ? (
            <Submit name="intent" value="follow-up-clear" tone="secondary">
              {t.clear}
            </Submit>
          ) : null}
        </span>
      </form>
    </Section>
  );
}

/** A note for the team: plain text, its limit said, and counted as it is typed (with JavaScript). */
export function NoteForm({ c }: { c: FormContext }) {
  const v = startValues(c, "note", { text: "" });
  const t = s.note;
  const err = errorOf(c, "note", "text");
  return (
    <Section c={c} id="note" title={t.heading} intro={t.intro} fields={["text"]}>
      <form method="post" action={action(c, "note")} className="grid gap-4" noValidate>
        <Hidden c={c} intent="note" version={false} />
        <Block id="note-text" label={t.text} hint={t.limit(fmt(NOTE_MAX))} error={err}>
          <CountedTextarea id="note-text" name="text" rows={4} max={NOTE_MAX} defaultValue={v.text} error={err} />
        </Block>
        <p>
          <Submit>{t.save}</Submit>
        </p>
      </form>
    </Section>
  );
}

/** A textarea with "120 of 5,000 characters" under it once the script runs (the hint says the limit without it). */
function CountedTextarea({
  id,
  name,
  rows,
  max,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  rows: number;
  max: number;
  defaultValue: string;
  error?: string;
}) {
  const [length, setLength] = useState(() => Array.from(defaultValue).length);
  const hydrated = useHydrated();
  const over = length > max;
  return (
    <>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        onChange={(e) => setLength(Array.from(e.target.value).length)}
        {...described(id, true, error)}
        className={inputClass}
      />
      {hydrated ? (
        <p className={`text-right text-sm ${over ? "font-semibold text-error" : "text-muted"}`}>
          {s.note.counter(fmt(length), fmt(max))}
        </p>
      ) : null}
    </>
  );
}

/** An e-mail to the client through the outbox, with the salesperson as Reply-To; refused in words when there is no address. */
export function ReplyForm({
  c,
  values: fromLead,
  lead,
  replyTo,
}: {
  c: FormContext;
  values: LeadFormValues["reply"];
  lead: LeadPageView;
  replyTo: string;
}) {
  const v = startValues(c, "reply", fromLead);
  const t = s.reply;
  const err = (field: string) => errorOf(c, "reply", field);
  return (
    <Section c={c} id="reply" title={t.heading} intro={t.intro} fields={["subject", "body"]}>
      {lead.replyBlocked || !lead.email ? (
        <Warning>{lead.replyBlocked}</Warning>
      ) : (
        <form method="post" action={action(c, "reply")} className="grid gap-4" noValidate>
          <Hidden c={c} intent="reply" version={false} />
          <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-semibold text-muted">{t.to}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{lead.email.text}</dd>
            <dt className="font-semibold text-muted">{t.replyTo}</dt>
            <dd className="text-ink [overflow-wrap:anywhere]">{replyTo}</dd>
          </dl>
          <Block id="reply-subject" label={t.subject} error={err("subject")}>
            <input
              id="reply-subject"
              name="subject"
              type="text"
              defaultValue={v.subject}
              {...described("reply-subject", false, err("subject"))}
              className={inputClass}
            />
          </Block>
          <Block id="reply-body" label={t.body} hint={t.bodyHint(fmt(BODY_MAX))} error={err("body")}>
            <textarea
              id="reply-body"
              name="body"
              rows={8}
              defaultValue={v.body}
              {...described("reply-body", true, err("body"))}
              className={inputClass}
            />
          </Block>
          <p>
            <Submit>{t.send}</Submit>
          </p>
        </form>
      )}
    </Section>
  );
}
