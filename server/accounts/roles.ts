import { ROLES, type Role } from "../db/schema";

/**
 * What each role may do, in one table. Every admin route and action names the
 * permission it needs, and the server checks it against the signed-in account's
 * role as stored in the database at that request (so a role change holds at once,
 * on every instance). Shared with the admin UI, which hides what a role cannot use.
 */
export { ROLES, type Role };

export const PERMISSIONS = {
  /** Read the leads inbox, change a lead's status, retry its mail, export CSV. */
  "leads.work": ["owner", "sales"],
  /** Erase a lead for good (a personal-data request). */
  "leads.erase": ["owner"],
  /** Undo a merge of two leads, from the lead's timeline. */
  "leads.unmerge": ["owner"],
  /** The analytics dashboard and its CSV export (visitors, pages, campaigns, conversion). */
  "analytics.read": ["owner", "sales"],
  /** Edit site content (the content and blog sections). */
  "content.edit": ["owner", "editor"],
  /** Invite, change roles, remove accounts, revoke anyone's sessions. */
  "users.manage": ["owner"],
  "audit.read": ["owner"],
  "settings.manage": ["owner"],
  /** Make and revoke bearer tokens for the content API. */
  "api.tokens": ["owner"],
  /** Job applications: the hiring inbox, an application's stage, owner, interview and notes, and its CV. */
  "applications.work": ["owner", "hiring"],
  /** Erase a job application at once (a personal-data request). */
  "applications.erase": ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", editor: "Editor", sales: "Sales", hiring: "Hiring" };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including accounts, the audit log and settings.",
  editor: "Site content.",
  sales: "The leads inbox and the site analytics.",
  hiring: "Job applications: the hiring inbox, applicants' CVs, stages and interviews.",
};
