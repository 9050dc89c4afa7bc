import { type FormContext, Hidden } from "./form-parts";
import { leadCopy } from "./lead-copy";
import type { TimelineItemView, TimelineMail } from "./lead-types";

const copy = leadCopy.sections.timeline;

const MARK: Record<TimelineItemView["kind"], string> = {
  submitted: "bg-brand",
  attribution: "bg-slate-400",
  stage: "bg-accent",
  note: "bg-brand-600",
  assigned: "bg-slate-500",
  follow_up: "bg-slate-500",
  value: "bg-accent",
  email: "bg-success",
  merged: "bg-brand",
  unmerged: "bg-slate-500",
  call: "bg-brand-600",
};

/**
 * The lead's one chronological list: what it brought (submission, where it came from),
 * then each stage change, note, call, assignment, follow-up, value, e-mail and merge, with
 * who and when. Text people typed is shown as typed (line breaks kept, nothing interpreted).
 * An owner may undo a merge from its entry (a plain POST, like every form of the page: `c`).
 * A job application's page draws its timeline with it too (`intro` says what it is of).
 */
export function LeadTimeline({
  items,
  c,
  intro = copy.intro,
}: {
  items: TimelineItemView[];
  c?: FormContext;
  intro?: string;
}) {
  return (
    <section
      id="timeline"
      aria-labelledby="timeline-heading"
      className="card grid scroll-mt-6 grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="timeline-heading" className="text-xl font-bold text-ink">
          {copy.heading}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      <ol className="grid gap-0">
        {items.map((item, i) => (
          <li key={item.key} className="relative grid grid-cols-[1rem_minmax(0,1fr)] gap-x-3 pb-5 last:pb-0">
            {/* The line between the marks: decoration only. */}
            {i < items.length - 1 ? (
              <span aria-hidden="true" className="absolute top-5 bottom-0 left-[0.4375rem] w-0.5 bg-line" />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative mt-1.5 size-4 rounded-full border-2 border-white ring-1 ring-line ${MARK[item.kind]}`}
            />
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm text-muted">
                <time dateTime={item.at.iso}>{item.at.text}</time>
                {item.actor ? (
                  <>
                    {" "}
                    {copy.by} <span className="[overflow-wrap:anywhere]">{item.actor}</span>
                  </>
                ) : null}
              </p>
              <p className="font-semibold break-words text-ink">{item.title}</p>
              {item.facts.length ? (
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
                  {item.facts.map((f) => (
                    <div key={`${f.label}-${f.value}`} className="col-span-2 grid grid-cols-subgrid">
                      <dt className="text-muted">{f.label}</dt>
                      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{f.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {item.text ? (
                <p className="max-w-prose rounded-lg bg-surface px-3 py-2 text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
                  {item.text}
                </p>
              ) : null}
              {item.mail ? <MailLine mail={item.mail} /> : null}
              {item.undo && c ? (
                <form method="post" action={`/admin/leads/${c.leadId}#same`} className="mt-1">
                  <Hidden c={c} intent="unmerge" />
                  <input type="hidden" name="mergeEventId" value={item.undo.mergeEventId} />
                  <p id={`undo-${item.undo.mergeEventId}-hint`} className="mb-2 text-sm text-muted">
                    {copy.undoHint(item.undo.leadId)}
                  </p>
                  <button
                    type="submit"
                    aria-describedby={`undo-${item.undo.mergeEventId}-hint`}
                    className="btn btn-secondary min-h-10 px-3 py-1.5 text-sm"
                  >
                    {copy.undo(item.undo.leadId)}
                  </button>
                </form>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

const DOT: Record<TimelineMail["state"], string> = {
  sent: "bg-success",
  pending: "bg-accent",
  sending: "bg-brand",
  failed: "bg-error",
  gone: "bg-slate-400",
};

/** An e-mail's delivery state, in words (the dot only repeats it). */
function MailLine({ mail }: { mail: TimelineMail }) {
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
        <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${DOT[mail.state]}`} />
        <span>
          {mail.text}
          {mail.at ? (
            <>
              {" "}
              <time dateTime={mail.at.iso} className="font-normal text-muted">
                {mail.at.text}
              </time>
            </>
          ) : null}
        </span>
      </p>
      {mail.error ? (
        <p className="mt-1 rounded-md bg-red-50 px-2 py-1 break-words text-error">
          <span className="font-semibold">Last error:</span> {mail.error}
        </p>
      ) : null}
    </div>
  );
}
