import type { PendingInvitation } from "#server/accounts/tokens";
import type { User } from "#server/accounts/users";
import { ROLE_LABELS } from "#server/accounts/roles";
import { formatLongDay, indiaDay } from "../time.server";
import { shownTime } from "./profile.server";
import type { InvitationView, Shown, UserRowView } from "./users-types";

/** A calendar day in India ("31 January 2025"), for when someone joined. */
export function shownDay(instant: string): Shown {
  const day = indiaDay(instant);
  return { iso: day, text: formatLongDay(day) };
}

/** What the team table and an account's page both show of an account. */
export function userSummary(user: User): Omit<UserRowView, "isYou"> {
  return {
    id: user.id,
    name: user.displayName,
    email: user.email,
    role: user.role,
    roleLabel: ROLE_LABELS[user.role],
    twoFactor: user.twoFactor,
    joined: shownDay(user.createdAt),
  };
}

export function toUserRow(user: User, viewerId: number): UserRowView {
  return { ...userSummary(user), isYou: user.id === viewerId };
}

export function toInvitationView(inv: PendingInvitation): InvitationView {
  return {
    id: inv.id,
    email: inv.email,
    roleLabel: inv.role ? ROLE_LABELS[inv.role] : "",
    sent: shownTime(inv.createdAt),
    expires: shownTime(inv.expiresAt),
  };
}

/** A user id from the address: digits only, else undefined (the page answers 404). */
export function parseUserId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}
