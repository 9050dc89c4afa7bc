import type { Role } from "#server/db/schema";

/** A moment ready to show: ISO for <time dateTime> and India-time text. */
export type Shown = { iso: string; text: string };

/** One account as the users table shows it. */
export type UserRowView = {
  id: number;
  name: string;
  email: string;
  role: Role;
  roleLabel: string;
  twoFactor: boolean;
  joined: Shown;
  /** The account of whoever is looking. */
  isYou: boolean;
};

/** One open invitation. */
export type InvitationView = {
  id: number;
  email: string;
  roleLabel: string;
  sent: Shown;
  expires: Shown;
};
