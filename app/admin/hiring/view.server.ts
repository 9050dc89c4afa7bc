import type { ApplicationTimelineEntry, ApplicationView } from "#server/hiring/pipeline";
import { fileSizeText } from "#shared/lib/application-fields";
import { mailtoHref } from "#shared/lib/quote";
import { dialOf, indiaLocalInput, timelineItem as leadTimelineItem, mailState } from "../leads/lead-page.server";
import type { TimelineItemView } from "../leads/lead-types";
import type { Moment } from "../leads/types";
import { formatIndiaDateTime } from "../time.server";
import { REJECTION_REASON_LABELS, STAGE_LABELS, type StageName, hiringCopy } from "./copy";

const moment = (iso: string): Moment => ({ iso, text: formatIndiaDateTime(iso) });

/** The application's links that were given, as the page lists them. */
function linksOf(a: ApplicationView) {
  const names = hiringCopy.page.linkNames;
  return (["linkedin", "github", "portfolio"] as const).flatMap((key) =>
    a[key] ? [{ label: names[key], href: a[key]! }] : [],
  );
}

const cvHref = (id: number) => `/admin/hiring/${id}/cv`;

/** One row of the inbox. */
export function toRow(a: ApplicationView) {
  return {
    id: a.id,
    received: moment(a.createdAt),
    name: a.name,
    email: { text: a.email, href: mailtoHref(a.email) },
    phone: a.phone,
    job: { title: a.jobTitle, slug: a.jobSlug },
    stage: a.stage as StageName,
    owner: a.owner?.name ?? null,
    interview: a.interviewAt ? moment(a.interviewAt) : null,
    cv: a.cv ? { href: cvHref(a.id), name: a.cv.fileName } : null,
  };
}
export type ApplicationRow = ReturnType<typeof toRow>;

/** An application as its page shows it. */
export function toPageView(a: ApplicationView) {
  return {
    ...toRow(a),
    phoneDial: dialOf(a.phone),
    links: linksOf(a),
    note: a.note,
    rejection:
      a.stage === "rejected" && a.rejectionReason
        ? { reason: REJECTION_REASON_LABELS[a.rejectionReason], note: a.rejectionNote }
        : null,
    cvFacts: a.cv ? hiringCopy.page.cvFacts(a.cv.kind, fileSizeText(a.cv.size)) : null,
    acknowledgement: a.acknowledgement ? mailState(a.acknowledgement) : null,
    version: a.version,
    forms: {
      stage: {
        stage: a.stage,
        rejectionReason: a.rejectionReason ?? "",
        rejectionNote: a.rejectionNote ?? "",
      },
      owner: { ownerId: a.ownerId === null ? "" : String(a.ownerId) },
      interview: { at: indiaLocalInput(a.interviewAt) },
    },
  };
}
export type ApplicationPageView = ReturnType<typeof toPageView>;

/** How the application reads now, for a conflict's message: stage, owner, interview. */
export function describeNow(a: ApplicationView): string {
  const c = hiringCopy;
  return [
    `stage ${STAGE_LABELS[a.stage]}`,
    `owner ${a.owner?.name ?? c.inbox.unassigned}`,
    `interview ${a.interviewAt ? formatIndiaDateTime(a.interviewAt) : "not set"}`,
  ].join(", ");
}

/**
 * One timeline entry as the page shows it (the leads' timeline draws it: app/admin/leads/LeadTimeline.tsx).
 * When they applied reads as the leads' "submitted" mark, an interview time as a follow-up's;
 * notes and owners are a lead's kinds.
 */
export function timelineItem(entry: ApplicationTimelineEntry): TimelineItemView {
  const base = { at: moment(entry.at), actor: null, facts: [], text: null, mail: null };
  switch (entry.kind) {
    case "applied":
      return { ...base, key: "applied", kind: "submitted", title: `Applied for ${entry.jobTitle}` };
    case "stage":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "stage",
        actor: entry.actor.name,
        title:
          entry.from === entry.to
            ? `Rejection reason changed`
            : `Stage changed from ${STAGE_LABELS[entry.from]} to ${STAGE_LABELS[entry.to]}`,
        facts: entry.rejectionReason
          ? [{ label: "Reason", value: REJECTION_REASON_LABELS[entry.rejectionReason] ?? entry.rejectionReason }]
          : [],
        text: entry.rejectionNote ?? null,
      };
    case "note":
    case "assigned":
      // The same kinds as a lead's, told the same way.
      return leadTimelineItem(entry, 0);
    case "interview":
      return {
        ...base,
        key: `event-${entry.id}`,
        kind: "follow_up",
        actor: entry.actor.name,
        title: entry.to ? `Interview set for ${formatIndiaDateTime(entry.to)}` : "Interview time cleared",
        facts: entry.from && entry.to ? [{ label: "Was", value: formatIndiaDateTime(entry.from) }] : [],
      };
  }
}
