import { Table, Td, Th, Tr } from "../accounts/ResponsiveTable";
import { Time } from "../ui/Time";
import { hiringCopy } from "./copy";
import { ApplicationStageBadge } from "./StageBadge";
import type { ApplicationRow } from "./view.server";

const copy = hiringCopy.inbox;
const col = copy.columns;

/**
 * The inbox's applications as a table (a card per row on phones): when, who (a link to the
 * application), the job, where it stands (stage, owner, interview) and the CV to download.
 */
export function ApplicationTable({ rows, caption }: { rows: ApplicationRow[]; caption: string }) {
  return (
    <Table
      caption={caption}
      head={
        <>
          <Th>{col.received}</Th>
          <Th>{col.applicant}</Th>
          <Th>{col.job}</Th>
          <Th>{col.stage}</Th>
          <Th>{col.cv}</Th>
        </>
      }
    >
      {rows.map((a) => (
        <Tr key={a.id}>
          <Td label={col.received}>
            <Time at={a.received} className="font-medium text-ink" />
            <span className="block text-muted">#{a.id}</span>
          </Td>
          <Td label={col.applicant}>
            <a
              href={`/admin/hiring/${a.id}`}
              className="font-bold break-words text-brand-700 underline underline-offset-2 hover:text-brand-600"
            >
              {a.name}
            </a>
            <span className="block break-all text-ink">{a.email.text}</span>
            <span className="block break-all text-muted">{a.phone}</span>
          </Td>
          <Td label={col.job}>
            <a href={`/admin/hiring?job=${a.job.slug}`} className="text-ink underline underline-offset-2">
              {a.job.title}
            </a>
          </Td>
          <Td label={col.stage}>
            <ApplicationStageBadge stage={a.stage} />
            <span className="mt-1 block text-muted">
              {copy.owner}: <span className="text-ink">{a.owner ?? copy.unassigned}</span>
            </span>
            {a.interview ? (
              <span className="block text-muted">
                {copy.interview}: <Time at={a.interview} className="text-ink" />
              </span>
            ) : null}
          </Td>
          <Td label={col.cv}>
            {a.cv ? (
              <a href={a.cv.href} download className="font-semibold text-brand-700 underline underline-offset-2">
                {copy.downloadCv}
                <span className="sr-only"> {a.name}</span>
              </a>
            ) : (
              <span className="text-muted">{copy.noCv}</span>
            )}
          </Td>
        </Tr>
      ))}
    </Table>
  );
}
