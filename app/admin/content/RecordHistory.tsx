import { Form } from "react-router";
import { CsrfInput } from "../ui/form";
import { BusyButton } from "./BusyButton";
import { ChangeTable } from "./ChangeTable";
import { contentCopy } from "./copy";

const copy = contentCopy.history;

type Entry = {
  id: number;
  action: keyof typeof copy.action;
  actor: string;
  at: { iso: string; text: string };
  changes: { field: string; before: string; after: string }[];
  restorable: boolean;
};

/** The id of the confirmation a Restore link leads to (without scripts the page opens scrolled to it). */
export const RESTORE_CONFIRM_ID = "restore-confirm";

/** Every publish of a record, newest first, each with its changed fields (by their labels) and a Restore that asks first. */
export function RecordHistory({ history, action }: { history: Entry[]; action: string }) {
  return (
    <section aria-labelledby="history-heading" className="card grid grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6">
      <div>
        <h2 id="history-heading" className="text-xl font-bold text-ink">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-2xl text-muted">{copy.intro}</p>
      </div>
      {history.length === 0 ? <p className="text-muted">{copy.empty}</p> : null}
      <ol className="grid gap-3">
        {history.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold text-ink">{copy.action[entry.action]}</span>{" "}
                <time dateTime={entry.at.iso} className="text-muted">
                  {entry.at.text}
                </time>{" "}
                <span className="text-muted">· {entry.actor}</span>
              </p>
              {entry.restorable ? (
                <a
                  href={`${action}?restore=${entry.id}#${RESTORE_CONFIRM_ID}`}
                  className="btn btn-secondary"
                  aria-label={`${copy.restore}: ${entry.at.text}`}
                >
                  {copy.restore}
                </a>
              ) : null}
            </div>
            {entry.changes.length ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-brand-700">
                  {copy.changes(entry.changes.length)}
                </summary>
                <div className="mt-2">
                  <ChangeTable
                    caption={`${copy.action[entry.action]} ${entry.at.text}`}
                    columns={[copy.field, copy.before, copy.after]}
                    rows={entry.changes.slice(0, 200).map((c) => [c.field, c.before, c.after])}
                  />
                </div>
              </details>
            ) : (
              <p className="mt-2 text-sm text-muted">{copy.noChanges}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Restoring = {
  id: number;
  at: { iso: string; text: string };
  actor: string;
  changes: { field: string; before: string; after: string }[];
};

/**
 * The question before a restore: which version, what it changes in the form, and that it
 * becomes a draft (nothing changes on the site until Publish). Focused when it opens.
 */
export function RestoreConfirm({
  restoring,
  csrf,
  action,
  baseVersion,
}: {
  restoring: Restoring;
  csrf: string;
  action: string;
  baseVersion: number;
}) {
  const heading = copy.confirmHeading(restoring.at.text);
  return (
    <section
      id={RESTORE_CONFIRM_ID}
      tabIndex={-1}
      // oxlint-disable-next-line jsx-a11y/no-autofocus -- shown only when the person asked to restore
      autoFocus
      aria-labelledby="restore-confirm-heading"
      className="card grid scroll-mt-4 grid-cols-[minmax(0,1fr)] gap-3 border-2 border-brand-700/40 p-5 sm:p-6"
    >
      <h2 id="restore-confirm-heading" className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <p className="max-w-3xl text-ink">
        {copy.confirmText} <span className="text-muted">({restoring.actor})</span>
      </p>
      {restoring.changes.length ? (
        <ChangeTable
          caption={copy.confirmChanges}
          columns={[copy.field, copy.now, copy.restoredValue]}
          rows={restoring.changes.slice(0, 200).map((c) => [c.field, c.before, c.after])}
        />
      ) : (
        <p className="text-muted">{copy.noDifference}</p>
      )}
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        <CsrfInput csrf={csrf} />
        <input type="hidden" name="base_version" value={baseVersion} />
        <input type="hidden" name="revision" value={restoring.id} />
        <BusyButton name="op" value="restore" busyText={copy.restoring} className="btn btn-primary">
          {copy.confirm}
        </BusyButton>
        <a href={action} className="btn btn-secondary">
          {copy.cancel}
        </a>
      </Form>
    </section>
  );
}
