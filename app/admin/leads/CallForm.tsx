import { inputClass } from "../ui/form";
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
import type { CallValues, LeadPageView } from "./lead-types";

const t = leadCopy.sections.call;
const CALL_NOTE_MAX = 2_000;
const OUTCOMES = ["reached", "no-answer", "busy", "call-back"] as const;

/**
 * Call and WhatsApp from the lead's page, and "Log a call": how it went (reached, no answer,
 * busy, call back at …), when to call back (it becomes the follow-up) and a note. A reached
 * call on a New lead offers to move it to Contacted (ticked). A plain POST, like every form here.
 */
export function CallForm({
  c,
  values: fromLead,
  stage,
  phone,
  name,
}: {
  c: FormContext;
  values: CallValues;
  stage: LeadPageView["stage"];
  phone: LeadPageView["phone"];
  /** The lead's name: what the Call and WhatsApp buttons say to a screen reader. */
  name: string;
}) {
  const v = startValues(c, "call", fromLead);
  const err = (field: string) => errorOf(c, "call", field);
  return (
    <Section c={c} id="call" title={t.heading} intro={t.intro} fields={["outcome", "callBackAt", "note"]}>
      <ContactButtons phone={phone} name={name} />
      <form method="post" action={action(c, "call")} className="grid gap-4" noValidate>
        <Hidden c={c} intent="call" />
        <fieldset className="grid gap-2" aria-describedby={err("outcome") ? "call-outcome-error" : undefined}>
          <legend className="mb-1 font-semibold text-ink">{t.outcome}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {OUTCOMES.map((outcome) => (
              <div key={outcome} className="flex items-center gap-2">
                <input
                  id={`call-outcome-${outcome}`}
                  type="radio"
                  name="outcome"
                  value={outcome}
                  defaultChecked={v.outcome === outcome}
                  className="size-5 shrink-0 accent-brand"
                />
                <label htmlFor={`call-outcome-${outcome}`} className="text-ink">
                  {t.outcomes[outcome]}
                </label>
              </div>
            ))}
          </div>
          {err("outcome") ? (
            <p id="call-outcome-error" className="text-sm font-semibold text-error">
              <span aria-hidden="true">⚠ </span>
              {err("outcome")}
            </p>
          ) : null}
        </fieldset>
        <Block id="call-callBackAt" label={t.callBackAt} hint={t.callBackHint} error={err("callBackAt")}>
          <input
            id="call-callBackAt"
            name="callBackAt"
            type="datetime-local"
            defaultValue={v.callBackAt}
            {...described("call-callBackAt", true, err("callBackAt"))}
            className={`${inputClass} max-w-xs`}
          />
        </Block>
        <Block id="call-note" label={t.note} hint={t.noteHint(fmt(CALL_NOTE_MAX))} error={err("note")}>
          <textarea
            id="call-note"
            name="note"
            rows={2}
            defaultValue={v.note}
            {...described("call-note", true, err("note"))}
            className={inputClass}
          />
        </Block>
        {stage === "new" ? (
          <div className="flex items-start gap-2">
            <input
              id="call-moveToContacted"
              type="checkbox"
              name="moveToContacted"
              value="on"
              defaultChecked={v.moveToContacted === "on"}
              className="mt-0.5 size-5 shrink-0 accent-brand"
            />
            <label htmlFor="call-moveToContacted" className="text-ink">
              {t.moveToContacted}
            </label>
          </div>
        ) : null}
        <p>
          <Submit>{t.save}</Submit>
        </p>
      </form>
    </Section>
  );
}

/** Tap to call, or to open a WhatsApp chat with a greeting typed in (shown only for numbers that can be dialled). */
export function ContactButtons({ phone, name }: { phone: LeadPageView["phone"]; name: string }) {
  const words = leadCopy.summary;
  if (!phone.dial && !phone.whatsapp) return null;
  return (
    <p className="flex flex-wrap gap-2">
      {phone.dial ? (
        <a href={`tel:${phone.dial}`} className="btn btn-primary min-h-11 px-4 py-2">
          {words.call} <span className="sr-only">{name}</span>
        </a>
      ) : null}
      {phone.whatsapp ? (
        <a
          href={phone.whatsapp}
          className="btn btn-secondary min-h-11 px-4 py-2"
          rel="noopener noreferrer"
          target="_blank"
        >
          {words.whatsapp} <span className="sr-only">{name}</span>
        </a>
      ) : null}
    </p>
  );
}
