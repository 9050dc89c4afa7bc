import {
  APPLICATION_STAGES,
  APPLICATION_STAGE_LABELS,
  type ApplicationStage,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  type RejectionReason,
} from "#shared/lib/application-stages";

/**
 * The words of the hiring inbox and an application's page (the back office's own text,
 * beside its components like every feature's copy).
 */

export { APPLICATION_STAGE_LABELS as STAGE_LABELS, REJECTION_REASON_LABELS };
export type StageName = ApplicationStage;
export type ReasonName = RejectionReason;
export const STAGE_ORDER: readonly StageName[] = APPLICATION_STAGES;
export const REASON_ORDER: readonly ReasonName[] = REJECTION_REASONS;

/** The hiring inbox's address. */
export const HIRING_PATH = "/admin/hiring";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

export const hiringCopy = {
  nav: "Hiring",
  inbox: {
    title: "Hiring",
    intro:
      "Job applications from the careers pages, newest first. Open one to read the CV and move it on. Times are India time (IST).",
    jobsHeading: "Jobs",
    allJobs: "All jobs",
    jobCount: (total: number, open: number) =>
      `${count(total, "application", "applications")}, ${open.toLocaleString("en-IN")} open`,
    stagesLabel: "Stages",
    allStages: "All",
    openStages: "Being decided",
    filterHeading: "Find applications",
    search: "Search",
    searchHint: "Part of a name, e-mail address, phone number or job title.",
    owner: "Owner",
    anyOwner: "Anyone",
    mine: "Mine",
    apply: "Search",
    clear: "Clear the search",
    caption: "Applications",
    showing: (first: number, last: number, total: number) =>
      `${first.toLocaleString("en-IN")}–${last.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")}`,
    columns: { received: "Received", applicant: "Applicant", job: "Job", stage: "Stage", cv: "CV" },
    empty: "No applications yet. They arrive here from the form on each open job's page (/careers).",
    noMatches: "No application matches. Change the search or the filters, or clear them.",
    unassigned: "Nobody yet",
    interview: "Interview",
    downloadCv: "Download CV",
    noCv: "No CV",
  },
  page: {
    breadcrumb: "Hiring",
    appliedFor: "Applied for",
    received: "Received",
    email: "E-mail",
    phone: "Phone",
    links: "Links",
    linkNames: { linkedin: "LinkedIn", github: "GitHub", portfolio: "Portfolio" },
    note: "Their note",
    noNote: "No note.",
    cv: "CV",
    cvFacts: (kind: string, size: string) => `${kind === "pdf" ? "PDF" : "Word (.docx)"}, ${size}`,
    downloadCv: (name: string) => `Download ${name}`,
    cvHint: "Downloaded as a file, never opened in the browser. Each download is in the audit log.",
    acknowledgement: "Acknowledgement to the applicant",
    noAcknowledgement:
      "None sent: this address applied more than 3 times in a day, so further acknowledgements were held back.",
    erase: "Erase application",
    summaryHeading: "The application",
  },
  stage: {
    heading: "Stage",
    intro: "Applied, Screening, Interview, Offer and Hired, or Rejected with a reason. A rejection can be undone.",
    stage: "Stage",
    reason: "Why it was rejected",
    reasonHint: "Needed for Rejected only.",
    chooseReason: "Choose a reason",
    note: "Note on the rejection (optional; needed for Other)",
    noteHint: (max: string) => `For Rejected only; plain text, up to ${max} characters.`,
    save: "Save stage",
  },
  owner: {
    heading: "Owner",
    intro: "Who takes this application on and interviews the applicant: an owner or someone with the hiring role.",
    owner: "Owner",
    nobody: "Nobody yet",
    you: (name: string) => `${name} (you)`,
    save: "Save owner",
  },
  interview: {
    heading: "Interview",
    intro: "The date and time of the interview, India time (IST).",
    at: "Date and time (IST)",
    hint: "Within the next year (or the last 30 days, to record one that took place).",
    current: "Interview on",
    none: "No interview set.",
    save: "Save interview time",
    clear: "Clear the interview time",
  },
  note: {
    heading: "Notes for the team",
    intro: "Notes are kept on the timeline; the applicant never sees them.",
    text: "Note",
    limit: (max: string) => `Plain text, up to ${max} characters.`,
    save: "Add note",
  },
  timeline: {
    intro: "Everything that happened to this application, oldest first. Times are India time (IST).",
  },
  notices: {
    stage: (label: string) => `Moved to ${label}.`,
    stageSame: (label: string) => `The application was already at ${label}: nothing changed.`,
    assigned: (name: string) => `${name} now owns this application.`,
    unassigned: "Nobody owns this application now.",
    ownerSame: "That person already owns this application: nothing changed.",
    interviewSet: (at: string) => `Interview set for ${at}.`,
    interviewCleared: "Interview time cleared.",
    interviewSame: "The interview was already at that time: nothing changed.",
    note: "Note added.",
    notSaved: "Not saved: check the field below.",
    conflict: (now: string) =>
      `Not saved: someone changed this application while you had it open. It now reads: ${now}. Look again, then make your change.`,
    gone: "That application no longer exists: it was erased, or deleted after the retention period.",
    unknownForm: "That form is not one of this page's. Reload the page and try again.",
  },
  /** The owners' settings page, among what is kept and for how long. */
  retention: {
    what: "Job applications (with their CVs)",
    rule: (days: string) =>
      `Applications older than ${days} are deleted every hour, with their CVs, notes and mails (APPLICATION_RETENTION_DAYS). An owner can erase one at once from its page.`,
  },
  erase: {
    title: (id: number) => `Erase application #${id}`,
    received: "Received",
    consequences: (id: number) =>
      `Application #${id} will be deleted for good, at once: the applicant's details, their CV, the notes and the timeline, and the e-mails about it. The audit log keeps only that application #${id} was erased, and by whom. This cannot be undone.`,
    confirm: (id: number) => `Erase application #${id}`,
    cancel: "Cancel",
    done: (id: number) => `Application #${id} was erased, with its CV.`,
    gone: (id: number) => `Application #${id} was already erased.`,
  },
} as const;
