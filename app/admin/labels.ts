/**
 * The words of the back office's shell and leads inbox. It is an internal tool for
 * the team, not part of the public site's content, so its interface text lives next
 * to its components (each feature folder has its own copy file).
 */
import { LOST_REASON_LABELS, STAGE_LABELS } from "#shared/lib/lead-stages";

/** The pipeline's stages (server/db/schema.ts QUOTE_STATUSES), named once in shared/lib/lead-stages.ts. */
export const STATUS_LABELS = STAGE_LABELS;
export const SOURCE_LABELS = { footer: "Footer form", contact: "Contact page", api: "API" } as const;

export type LeadStatus = keyof typeof STATUS_LABELS;
export type LeadSource = keyof typeof SOURCE_LABELS;

export const STATUS_ORDER: LeadStatus[] = ["new", "contacted", "proposal", "won", "lost"];

export { LOST_REASON_LABELS };
export type LeadLostReason = keyof typeof LOST_REASON_LABELS;
export const LOST_REASON_ORDER: LeadLostReason[] = [
  "price",
  "timing",
  "chose-another",
  "no-response",
  "not-a-fit",
  "other",
];

/** Whole rupees as people in India write them: "₹2,50,000". */
export const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
export const SOURCE_ORDER: LeadSource[] = ["footer", "contact", "api"];

export const adminCopy = {
  product: "Back office",
  skipLink: "Skip to main content",
  signOut: "Sign out",
  exportCsv: "Export CSV",
  menu: "Menu",
  closeMenu: "Close menu",
  navLabel: "Back office",
  breadcrumb: "Breadcrumb",
  nav: {
    leads: "Leads",
    board: "Pipeline board",
    analytics: "Analytics",
    content: "Content",
    media: "Media",
    users: "Users",
    audit: "Audit log",
    settings: "Settings",
    profile: "Your profile",
  },
  forbidden: "Your role does not give you access to this page. Ask an owner if you need it.",
  login: {
    title: "Sign in to the back office",
    intro: "For the team: leads, site content and settings. Sign in with your e-mail address and password.",
    email: "E-mail address",
    password: "Password",
    submit: "Sign in",
    forgot: "Forgot your password?",
    wrongPassword: "The e-mail address or password is not correct. Check them and try again.",
    signedOut: "You have signed out.",
    expired: "Your session has ended. Sign in again to continue.",
    passwordReset: "Your password is changed. Sign in with the new one.",
    joined: "Your account is ready. Sign in to continue.",
    /** {minutes} is replaced with the time left. */
    locked:
      "Too many wrong attempts for this account from your network. Sign-in is locked for {minutes}; try again after that, or reset your password.",
    /** {seconds} is replaced with the time left. */
    slow: "Too many attempts in a row. Wait {seconds} and try again.",
    backToSite: "Back to the website",
  },
  list: {
    title: "Leads",
    intro: "Quote requests from the website, newest first. Times are India time (IST).",
    summaryHeading: "At a glance",
    chartHeading: "Leads per day, last 30 days",
    chartTable: "Show the numbers as a table",
    chartDay: "Day",
    chartLeads: "Leads",
    filterHeading: "Find leads",
    search: "Search",
    searchHint: "Name, phone number, e-mail or message",
    status: "Stage",
    source: "Source",
    campaign: "Campaign",
    landingPage: "Landing page",
    any: "Any",
    from: "Received from",
    to: "Received until",
    apply: "Apply filters",
    clear: "Clear",
    caption: "Quote requests",
    noLeads: "No quote requests yet. New requests from the website forms appear here.",
    noMatches: "No leads match these filters.",
    columns: {
      received: "Received",
      contact: "Contact",
      message: "Message",
      status: "Stage",
      mail: "Notification e-mail",
    },
    saveStatus: "Save",
    retry: "Retry now",
    showing: (from: number, to: number, total: number) =>
      `${from.toLocaleString("en-IN")}–${to.toLocaleString("en-IN")} of ${leadsCount(total)}`,
    pagination: "Pages",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    statusSaved: (status: string) => `Stage changed to ${status}.`,
    statusSame: (status: string) => `Nothing changed: the lead is already at ${status}.`,
    /** A lead's notice when the lead is no longer in the list shown (its new stage is outside the view). */
    leadNotice: (id: number, text: string) => `Lead #${id}: ${text}`,
    /** The quick status form cannot carry what these stages need: the lead's page asks for it. */
    statusNeedsValue: (status: string) =>
      `To mark a lead “${status}”, open it and enter the deal's value in rupees. The status is unchanged.`,
    statusNeedsReason: "To mark a lead “Lost”, open it and choose why the deal was lost. The status is unchanged.",
    statusConflict:
      "Someone else changed this lead a moment ago. Its status now reads as they left it; change it again if you still need to.",
    retryQueued: "The e-mail is queued to send now.",
    retryNothing: "This e-mail is not waiting for a retry.",
    changeStatus: (name: string) => `Status of the lead from ${name}`,
    retryFor: (name: string) => ` the e-mail about ${name}`,
    tiles: { mailFailed: "E-mails failed", mailWaiting: "E-mails waiting" },
    /** Where a lead came from (only the parts that are known are shown). */
    cameFrom: {
      heading: "Came from",
      formPage: "Form page",
      landingPage: "Landing page",
      referrer: "Referrer",
      /** Its value reads "source / medium / campaign" (the utm_* values). */
      campaign: "Campaign",
      campaignNone: "(none)",
      adClick: "Ad click",
      googleAds: "Google Ads click",
      metaAds: "Meta ads click",
      device: "Device",
      devices: { phone: "Phone", tablet: "Tablet", desktop: "Desktop" },
    },
    previous: "Previous page",
    next: "Next page",
  },
  mail: {
    sent: "Sent",
    pending: "Waiting to send",
    sending: "Sending now",
    failed: "Failed",
    none: "Not mailed",
    nextAttempt: "Next attempt",
    lastError: "Last error",
  },
} as const;

/** "1 attempt", "3 attempts". */
export const attempts = (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`;
/** "1 lead", "12 leads". */
export const leadsCount = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "lead" : "leads"}`;
