/** One audit log entry, ready to show: formatted on the server, so the page hydrates with the same text. */
export type AuditEntryView = {
  id: number;
  at: { iso: string; text: string };
  /** The actor's name and e-mail address ("Asha Rao (asha@example.com)"), or null for the server itself (start-up, scheduled jobs). */
  actor: string | null;
  /** The action's label; an action this version does not know shows its stored name. */
  what: string;
  action: string;
  target: string | null;
  /** What the details say, in words ("Assigned to Priya (was: nobody)"); null when there are none. */
  details: string | null;
  ip: string | null;
};

export type AuditActionOption = { value: string; label: string };
