import type { AppLoadContext } from "react-router";
import { formatIndiaDateTime, indiaIso } from "../time.server";

/** A moment ready to show: ISO for <time dateTime> and India-time text. */
export type ShownTime = { iso: string; text: string };

export function shownTime(instant: Date | string): ShownTime {
  return { iso: indiaIso(instant), text: formatIndiaDateTime(instant) };
}

/**
 * When an account turned two-factor sign-in on (the User type only says whether it
 * is on). Read here, from the same row, so the account code needs no change.
 */
export async function twoFactorSince(context: AppLoadContext, userId: number): Promise<ShownTime | null> {
  const row = await context.services.db.kysely
    .selectFrom("admin_users")
    .select("totp_enabled_at")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.totp_enabled_at ? shownTime(row.totp_enabled_at) : null;
}

/** A base32 setup key in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type from a screen. */
export function groupKey(secret: string): string {
  return secret.replace(/\s+/g, "").match(/.{1,4}/g)?.join(" ") ?? secret;
}

/**
 * The field errors of an account-service refusal in conform's shape. A key the form
 * has no field for ("form") becomes a form-level error.
 */
export function replyErrors(errors: Partial<Record<string, string>>, fieldNames: readonly string[]) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    if (fieldNames.includes(key)) fieldErrors[key] = [message];
    else formErrors.push(message);
  }
  return { fieldErrors, formErrors };
}
