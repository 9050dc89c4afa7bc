import { Form } from "react-router";
import { CsrfInput } from "../ui/form";
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

/** Every publish of a record, newest first, each with its changed fields and a one-click restore. */
export function RecordHistory({ history, csrf, action }: { history: Entry[]; csrf: string; action: string }) {
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
                <Form method="post" action={action}>
                  <CsrfInput csrf={csrf} />
                  <input type="hidden" name="revision" value={entry.id} />
                  <button
                    type="submit"
                    name="op"
                    value="restore"
                    className="btn btn-secondary"
                    aria-label={`${copy.restore}: ${entry.at.text}`}
                  >
                    {copy.restore}
                  </button>
                </Form>
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
