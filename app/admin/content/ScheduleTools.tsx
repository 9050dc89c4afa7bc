import { Form } from "react-router";
import { CsrfInput } from "../ui/form";
import { Time } from "../ui/Time";
import { contentCopy } from "./copy";

const copy = contentCopy.posts;

export type ScheduleProps = {
  csrf: string;
  action: string;
  baseVersion: number;
  scheduled?: { at: { iso: string; text: string }; by: string };
  /** The id of the record form, so the schedule button submits its fields. */
  formId: string;
  suggestedTime: string;
};

/**
 * Scheduled publishing below the record form (the "schedule" editor panel, and the post
 * tools): the time in India time and a Schedule button that submits the form's fields; a
 * scheduled draft shows when and by whom, with a way to cancel it.
 */
export function ScheduleTools({ csrf, action, baseVersion, scheduled, formId, suggestedTime }: ScheduleProps) {
  return (
    <section aria-labelledby="schedule-heading" className="card grid gap-3 p-5 sm:p-6">
      <h2 id="schedule-heading" className="text-xl font-bold text-ink">
        {copy.scheduleHeading}
      </h2>
      {scheduled ? (
        <Form method="post" action={action} className="grid gap-2">
          <p className="font-semibold text-ink">
            {copy.scheduledFor} <Time at={scheduled.at} /> {copy.by(scheduled.by)}
          </p>
          <CsrfInput csrf={csrf} />
          <input type="hidden" name="base_version" value={baseVersion} />
          <p>
            <button type="submit" name="op" value="unschedule" className="btn btn-secondary">
              {copy.cancelSchedule}
            </button>
          </p>
        </Form>
      ) : null}
      <div className="grid gap-2">
        <label htmlFor="publish-at" className="font-semibold text-ink">
          {copy.publishAt}
        </label>
        <p id="publish-at-help" className="text-sm text-muted">
          {copy.publishAtHelp}
        </p>
        <input
          id="publish-at"
          name="publish_at"
          type="datetime-local"
          form={formId}
          defaultValue={suggestedTime}
          aria-describedby="publish-at-help"
          className="min-h-11 w-full max-w-xs rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
        />
        <p>
          <button type="submit" form={formId} name="op" value="schedule" className="btn btn-secondary">
            {copy.schedule}
          </button>
        </p>
      </div>
    </section>
  );
}
