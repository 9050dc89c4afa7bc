import type { AppLoadContext } from "react-router";
import type { FieldErrors, Throttled } from "#server/accounts/account-base";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import { refusal } from "./sign-in.server";

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
  return (
    secret
      .replace(/\s+/g, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? secret
  );
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

/**
 * A refused password-confirmed step (password change, two-factor off, new recovery
 * codes): its field errors and status. A check the sign-in throttle refused is worded as
 * at sign-in ("Wait 4 seconds…", "locked for 15 minutes…"), beside the field, with 429.
 */
export function passwordRefusal(result: { errors: FieldErrors; throttled?: Throttled }): {
  errors: FieldErrors;
  status: number;
} {
  if (!result.throttled) return { errors: result.errors, status: 400 };
  const { text, status } = refusal(result.throttled.reason, result.throttled.retryAfterMs);
  const errors: FieldErrors = {};
  for (const field of Object.keys(result.errors)) errors[field] = text;
  return { errors, status };
}
