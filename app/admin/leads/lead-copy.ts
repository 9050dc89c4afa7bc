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
    name: "Name",
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
    call: "Call",
    whatsapp: "WhatsApp",
    /** The greeting a WhatsApp chat starts with (they can change it before sending). */
    whatsappGreeting: (name: string, person: string, company: string) =>
      `Hello ${name}, this is ${person} from ${company}, about your enquiry on our website.`,
    /** Where a contact detail came from. */
    fromThis: "From this enquiry",
    fromMerge: (id: number, by: string, when: string) => `From lead #${id}, chosen when it was merged (${by}, ${when})`,
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
    call: {
      heading: "Log a call",
      intro: "Calls and WhatsApp chats are how most deals move: note each one here, with how it went.",
      outcome: "How did it go?",
      outcomes: {
        reached: "Reached them",
        "no-answer": "No answer",
        busy: "Busy",
        "call-back": "Call back at …",
      } as Record<"reached" | "no-answer" | "busy" | "call-back", string>,
      callBackAt: "Call back at (India time, IST)",
      callBackHint: "Needed for “Call back at …”: it becomes the lead's follow-up.",
      note: "Note (optional)",
      noteHint: (max: string) => `What was said. Up to ${max} characters.`,
      moveToContacted: "Also move this New lead to Contacted (when you reached them)",
      save: "Log call",
    },
    reply: {
      heading: "Reply by e-mail",
      intro:
        "The e-mail goes out from the website's address in your name (“You at the company”), with yours as the one they reply to, and their enquiry quoted below. It is kept on the lead's timeline with its delivery state.",
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
        `Lead #${id} stops appearing in the inbox, and opening it brings you here. An owner can undo the merge from the timeline.`,
      /** The choice for a contact detail the two leads give differently. */
      keepLegend: (detail: string) => `${detail}: which to keep?`,
      keepOwn: (value: string) => `This lead's: ${value}`,
      takeOther: (id: number, value: string) => `Lead #${id}'s: ${value}`,
      none: "none",
      details: { name: "Name", phoneNumber: "Phone", email: "E-mail" } as Record<
        "name" | "phoneNumber" | "email",
        string
      >,
      nothing: "No other leads with the same phone number or e-mail address.",
      more: (n: number) => `And ${n} more; open any of them to see the rest.`,
    },
    timeline: {
      heading: "Timeline",
      intro: "Everything that happened to this lead, oldest first. Times are India time (IST).",
      by: "by",
      undo: (id: number) => `Undo the merge of lead #${id}`,
      undoHint: (id: number) =>
        `Lead #${id} goes back to the inbox with its own timeline, and this lead gets back any detail it took from it.`,
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
    unmergeOwners: "Only an owner can undo a merge.",
    unmerged: (id: number) => `Merge undone: lead #${id} is in the inbox again, with its own timeline.`,
    call: (outcome: string) => `Call logged: ${outcome}.`,
    callContacted: (outcome: string) => `Call logged: ${outcome}. The lead is now at Contacted.`,
    reopened: (label: string) =>
      `Stage changed to ${label}. The deal is open again: set when to follow it up, under Follow-up.`,
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
  board: {
    title: "Pipeline board",
    intro:
      "Every open deal by stage, with how many there are and what they are worth. Drag a card to another stage, or use its “Move to…” menu.",
    breadcrumb: "Pipeline board",
    count: (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "lead" : "leads"}`,
    total: (value: string) => `${value} in total`,
    noValue: "No value known yet",
    moveTo: "Move to…",
    moveToFor: (name: string) => ` (${name})`,
    drag: "Drag",
    empty: "No leads at this stage.",
    more: (n: number) => `And ${n.toLocaleString("en-IN")} more in the inbox`,
    owner: "Owner",
    unassigned: "Unassigned",
    followUp: "Next follow-up",
    filters: {
      heading: "Filter the board",
      owner: "Owner",
      anyone: "Anyone",
      nobody: "Unassigned",
      mine: "Only mine",
      campaign: "Campaign",
      anyCampaign: "Any campaign",
      apply: "Apply filters",
      clear: "Clear filters",
    },
    moved: (id: number, label: string) => `Lead #${id} moved to ${label}.`,
    same: (id: number, label: string) => `Lead #${id} is already at ${label}.`,
    needs: (id: number, label: string) => `To move lead #${id} to ${label}, fill in what that stage needs here.`,
    conflict: (id: number) =>
      `Someone else changed lead #${id} after you opened the board, so it was not moved. The board shows it as it is now.`,
    gone: (id: number) => `Lead #${id} no longer exists, or was merged into another.`,
    nav: "Pipeline board",
  },
  replyLimits: {
    heading: "E-mails to clients",
    intro:
      "Each person may send at most this many e-mails to clients from the leads' pages, so no one account (or whoever has its session) can turn the company's mail into a bulk sender. Beyond a limit an e-mail is refused, and the owners are told by e-mail the first time someone reaches it in a day.",
    hour: "E-mails per person in an hour",
    hourHint: "Counted over the last 60 minutes. 20 unless changed.",
    day: "E-mails per person in a day",
    dayHint: "Counted over the last 24 hours. 100 unless changed.",
    save: "Save limits",
    saved: (hour: number, day: number) =>
      `Each person may now send ${hour} e-mails to clients an hour and ${day} a day.`,
    unchanged: "Nothing changed.",
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
