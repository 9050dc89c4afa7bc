/** The words of erasing a lead (owners only): the confirmation page, its result and the inbox's link. */
export const eraseCopy = {
  /** The page's h1 and its button: the action named with the lead's number. */
  title: (id: number) => `Erase lead #${id}`,
  received: "Received",
  consequences: (id: number) =>
    `This deletes the request, the visitor's name, phone number, e-mail address and message, its notes, e-mails and timeline, any leads merged into it, and its notification e-mail, for good. This cannot be undone. The audit log records only that lead #${id} was erased.`,
  confirm: (id: number) => `Erase lead #${id}`,
  cancel: "Cancel",
  leads: "Leads",
  done: (id: number) => `Lead #${id} was erased.`,
  gone: (id: number) => `Lead #${id} no longer exists: it may have been erased already.`,
  /** The inbox's link on each row ("Erase", then for screen readers the lead's number). */
  link: "Erase",
  linkFor: (id: number) => ` lead #${id}`,
  /** On the lead's own page (owners). */
  pageLink: "Erase this lead",
} as const;
