/**
 * The words of the leads inbox. It is an internal tool for the sales team, not part
 * of the public site's content, so its interface text lives next to its components.
 */
export const STATUS_LABELS = { new: "New", contacted: "Contacted", closed: "Closed" } as const;
export const SOURCE_LABELS = { footer: "Footer form", contact: "Contact page", api: "API" } as const;

export type LeadStatus = keyof typeof STATUS_LABELS;
export type LeadSource = keyof typeof SOURCE_LABELS;

export const STATUS_ORDER: LeadStatus[] = ["new", "contacted", "closed"];
export const SOURCE_ORDER: LeadSource[] = ["footer", "contact", "api"];

export const adminCopy = {
  product: "Leads inbox",
  skipLink: "Skip to main content",
  signOut: "Sign out",
  exportCsv: "Export CSV",
  login: {
    title: "Sign in to the leads inbox",
    intro: "Quote requests from the website, for the sales team. Enter the inbox password to continue.",
    password: "Password",
    submit: "Sign in",
    wrongPassword: "That password is not correct. Check it and try again.",
    signedOut: "You have signed out.",
    expired: "Your session has ended. Sign in again to continue.",
    /** {minutes} is replaced with the time left. */
    locked: "Too many wrong passwords from your network. Sign-in is locked for {minutes}; try again after that.",
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
    searchHint: "Name, phone number or message",
    status: "Status",
    source: "Source",
    any: "Any",
    from: "Received from",
    to: "Received until",
    apply: "Apply filters",
    clear: "Clear",
    caption: "Quote requests",
    noLeads: "No quote requests yet. New requests from the website forms appear here.",
    noMatches: "No leads match these filters.",
    columns: { received: "Received", contact: "Contact", message: "Message", status: "Status", mail: "Notification e-mail" },
    saveStatus: "Save",
    retry: "Retry now",
    showing: (from: number, to: number, total: number) =>
      `${from.toLocaleString("en-IN")}–${to.toLocaleString("en-IN")} of ${leadsCount(total)}`,
    pagination: "Pages",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    statusSaved: (status: string) => `Status saved: ${status}.`,
    retryQueued: "The e-mail is queued to send now.",
    retryNothing: "This e-mail is not waiting for a retry.",
    changeStatus: (name: string) => `Status of the lead from ${name}`,
    retryFor: (name: string) => ` the e-mail about ${name}`,
    tiles: { mailFailed: "E-mails failed", mailWaiting: "E-mails waiting" },
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
