import { SummaryItem } from "../ui/SummaryItem";
import { Time } from "../ui/Time";
import { hiringCopy } from "./copy";
import { ApplicationStageBadge } from "./StageBadge";
import type { ApplicationPageView } from "./view.server";

const copy = hiringCopy.page;
const inbox = hiringCopy.inbox;

/**
 * The top of an application's page: the job, how to reach the applicant (tap to call, tap to
 * write), where it stands, the CV to download (an attachment only, never opened in the
 * browser), their links and note as they typed it, and whether the acknowledgement went out.
 */
export function ApplicationSummary({ a }: { a: ApplicationPageView }) {
  return (
    <section aria-labelledby="summary-heading" className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-5 sm:p-6">
      <h2 id="summary-heading" className="sr-only">
        {copy.summaryHeading}
      </h2>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
        <SummaryItem term={copy.appliedFor}>
          <a
            href={`/admin/hiring?job=${a.job.slug}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {a.job.title}
          </a>
        </SummaryItem>
        <SummaryItem term={copy.received}>
          <Time at={a.received} />
          <span className="block text-sm text-muted">#{a.id}</span>
        </SummaryItem>
        <SummaryItem term={hiringCopy.stage.stage}>
          <ApplicationStageBadge stage={a.stage} />
          {a.rejection ? <span className="block text-sm text-ink">{a.rejection.reason}</span> : null}
          <span className="block text-sm text-muted">
            {inbox.owner}: <span className="text-ink">{a.owner ?? inbox.unassigned}</span>
          </span>
        </SummaryItem>
        <SummaryItem term={copy.email}>
          <a href={a.email.href} className="break-all font-semibold text-brand-700 underline underline-offset-2">
            {a.email.text}
          </a>
        </SummaryItem>
        <SummaryItem term={copy.phone}>
          {a.phoneDial ? (
            <a
              href={`tel:${a.phoneDial}`}
              className="break-all font-semibold text-brand-700 underline underline-offset-2"
            >
              {a.phone}
            </a>
          ) : (
            <span className="break-all">{a.phone}</span>
          )}
        </SummaryItem>
        <SummaryItem term={copy.links}>
          {a.links.length ? (
            <ul className="grid gap-1">
              {a.links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="break-all text-brand-700 underline underline-offset-2"
                  >
                    {link.label}: {link.href}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted">—</span>
          )}
        </SummaryItem>
      </dl>
      <div className="grid gap-2 rounded-lg bg-surface p-4">
        <h3 className="font-bold text-ink">{copy.cv}</h3>
        {a.cv ? (
          <>
            <p>
              <a href={a.cv.href} download className="btn btn-primary min-h-10 px-4 py-2 text-sm">
                {copy.downloadCv(a.cv.name)}
              </a>
            </p>
            <p className="text-sm text-muted">
              {a.cvFacts}. {copy.cvHint}
            </p>
          </>
        ) : (
          <p className="text-muted">{inbox.noCv}</p>
        )}
      </div>
      <div className="grid gap-1">
        <h3 className="font-bold text-ink">{copy.note}</h3>
        {a.note ? (
          <p className="max-w-prose whitespace-pre-wrap break-words text-ink">{a.note}</p>
        ) : (
          <p className="text-muted">{copy.noNote}</p>
        )}
      </div>
      <p className="text-sm text-ink">
        <span className="font-semibold">{copy.acknowledgement}:</span>{" "}
        {a.acknowledgement ? (
          <>
            {a.acknowledgement.text}
            {a.acknowledgement.at ? (
              <>
                {" "}
                <Time at={a.acknowledgement.at} className="text-muted" />
              </>
            ) : null}
          </>
        ) : (
          <span className="text-muted">{copy.noAcknowledgement}</span>
        )}
      </p>
    </section>
  );
}
