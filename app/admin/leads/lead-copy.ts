import { rupees } from "../labels";

/**
 * The words of a lead's page (/admin/leads/:id), the inbox's views and the round-robin
 * setting. The service's own messages (server/leads/pipeline.ts) are shown as they are:
 * they are written for the salesperson already.
 */
export const leadCopy = {
  breadcrumb: "Leads",
  /** The h1 when a lead left only spaces for a name (the form refuses that; the API might not have once). */
  untitled: (id: number) => `Lead #${id}`,
  summary: {
    label: "Lead details",
    number: (id: number) => `Lead #${id}`,
    received: "Received",
    via: "Came in through",
    /** "Enquiry received through the contact page". */
    through: { footer: "the footer form", contact: "the contact page", api: "the API" } as Record<
      "footer" | "contact" | "api",
      string
    >,
    phone: "Phone",
    email: "E-mail",
    noEmail: "None given",
    stage: "Stage",
    owner: "Owner",
    unassigned: "Unassigned",
    followUp: "Follow-up",
    noFollowUp: "None set",
    overdueSince: "Overdue since",
    message: "Their message",
    spam: "Caught by the spam trap: this request was never e-mailed to the team.",
    expected: (n: number) => `${rupees(n)} expected`,
    won: (n: number) => `${rupees(n)} won`,
    lost: (reason: string) => `Reason: ${reason}`,
  },
  sections: {
    stage: {
      heading: "Stage",
      intro:
        "Where the deal stands. Proposal sent needs the expected value; Won needs the value won; Lost needs a reason.",
      stage: "Stage",
      expectedValue: "Expected value (₹)",
      expectedHint: "Needed for Proposal sent. Whole rupees, like 2,50,000.",
      wonValue: "Value won (₹)",
      wonHint: "Needed for Won. Whole rupees, like 2,50,000.",
      lostReason: "Why was it lost?",
      lostReasonHint: "Needed for Lost.",
      chooseReason: "Choose a reason",
      lostNote: "About the loss (optional; needed for “Other”)",
      lostNoteHint: (max: string) => `Needed for Lost when the reason is “Other”. Up to ${max} characters.`,
      save: "Change stage",
    },
    owner: {
      heading: "Owner",
      intro: "Who is working this lead. They see it under “Mine” and in their morning e-mail.",
      owner: "Assigned to",
      unassigned: "Unassigned",
      you: (name: string) => `${name} (you)`,
      save: "Save owner",
      assignMe: "Assign to me",
      youOwn: "You own this lead.",
    },
    followUp: {
      heading: "Follow-up",
      intro:
        "When to get back to them. Overdue follow-ups stand out in the inbox, and each morning's e-mail lists the day's.",
      at: "Date and time (India time, IST)",
      hint: "A time still to come, within the next five years.",
      save: "Set follow-up",
      clear: "Clear follow-up",
      current: "Now set for",
      overdue: "(overdue)",
      none: "No follow-up is set.",
    },
    note: {
      heading: "Add a note",
      intro: "For the team: what was said, what comes next. Plain text; line breaks are kept.",
      text: "Note",
      limit: (max: string) => `Up to ${max} characters.`,
      counter: (used: string, max: string) => `${used} of ${max} characters`,
      save: "Add note",
    },
    reply: {
      heading: "Reply by e-mail",
      intro:
        "The e-mail goes out from the website's address, with yours as the one they reply to. It is kept on the lead's timeline with its delivery state.",
      to: "To",
      replyTo: "Their reply goes to",
      subject: "Subject",
      subjectDefault: (company: string) => `Your enquiry with ${company}`,
      body: "Message",
      bodyHint: (max: string) => `Plain text, up to ${max} characters.`,
      send: "Send e-mail",
      /** The same words as the service's refusal (server/leads/pipeline.ts reply). */
      noEmail: (phone: string) => `This lead left no e-mail address. Call them on ${phone} instead.`,
      badEmail: (phone: string) => `This lead's e-mail address cannot be used. Call them on ${phone} instead.`,
    },
    same: {
      heading: "Same person",
      intro:
        "Other leads with the same phone number or e-mail address. Merging keeps both enquiries, their timelines and where each came from on this lead, and hides the other one from the inbox.",
      matches: { phone: "same phone number", email: "same e-mail address" } as Record<"phone" | "email", string>,
      received: "received",
      merge: (id: number) => `Merge lead #${id} into this lead`,
      confirm: (id: number) =>
        `Merging cannot be undone: lead #${id} stops appearing in the inbox, and opening it brings you here.`,
      none: "No other leads with the same phone number or e-mail address.",
      more: (n: number) => `And ${n} more; open any of them to see the rest.`,
    },
    timeline: {
      heading: "Timeline",
      intro: "Everything that happened to this lead, oldest first. Times are India time (IST).",
      by: "by",
    },
  },
  notices: {
    stage: (label: string, extra: string) => `Stage changed to ${label}${extra ? ` (${extra})` : ""}.`,
    stageExpected: (n: number) => `${rupees(n)} expected`,
    stageWon: (n: number) => `${rupees(n)} won`,
    stageLost: (reason: string) => `reason: ${reason}`,
    stageSame: (label: string) => `Nothing changed: the lead is already at ${label} with these details.`,
    assigned: (name: string) => `Assigned to ${name}.`,
    unassigned: "The lead is now unassigned.",
    ownerSame: "Nothing changed: that is already the owner.",
    followUpSet: (when: string) => `Follow-up set for ${when}.`,
    followUpCleared: "Follow-up cleared.",
    followUpSame: "Nothing changed: the follow-up was already so.",
    note: "Note added.",
    reply: (to: string) => `E-mail queued to ${to}; it shows below as it is sent.`,
    merged: (id: number) => `Merged lead #${id} into this one.`,
    mergedAway: (id: number, survivor: number) =>
      `Lead #${id} was merged into this one (#${survivor}), so you are here instead.`,
    notSaved: "Not saved. Correct the marked field and try again.",
    unknownForm: "That form was not recognised. Reload the page and try again.",
    gone: "This lead no longer exists: it may have been erased.",
    otherGone: (id: number) => `Lead #${id} no longer exists: it may have been erased or merged already.`,
    /** Two people on one lead: the second is told, with the lead as it now is; their input stays in the form. */
    conflict: "Someone else changed this lead after you opened it, so your change was not saved.",
    conflictMerge: "One of the two leads changed after you opened this page, so they were not merged.",
    conflictNow: "The lead now reads:",
    conflictSince: "Changed meanwhile:",
    conflictKept:
      "What you entered is still in the form. Check it against the lead as it is now, and send it again if it is still right.",
  },
  views: {
    label: "Views",
    all: "All",
    mine: "Mine",
    unassigned: "Unassigned",
    overdue: "Overdue",
    count: (n: number) => n.toLocaleString("en-IN"),
    empty: {
      mine: "No leads are assigned to you. Open a lead and choose “Assign to me” to take it.",
      unassigned: "Every lead has an owner.",
      overdue: "No follow-ups are overdue.",
    },
  },
  inbox: {
    owner: "Owner",
    unassigned: "Unassigned",
    followUp: "Follow-up",
    overdueSince: "Overdue since",
  },
  roundRobin: {
    heading: "Leads",
    label: "Share new leads out in turn among the sales team",
    hint: "Each new lead goes to the next account with the Sales role, one after another. Off: new leads arrive unassigned, and anyone can take them.",
    sales: (n: number) =>
      n === 0
        ? "There are no Sales accounts yet: until there is one, new leads stay unassigned."
        : `${n} ${n === 1 ? "Sales account takes" : "Sales accounts take"} turns.`,
    save: "Save",
    on: "New leads are now shared out in turn among the sales team.",
    off: "New leads are no longer shared out: they arrive unassigned.",
    unchanged: "Nothing changed.",
  },
} as const;
