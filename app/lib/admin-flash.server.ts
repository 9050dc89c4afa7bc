import { QUOTE_STATUSES, type QuoteStatus } from "../../server/db/schema";
import { SESSION_COOKIE_PATH, readCookie } from "./admin-session.server";

/**
 * A one-time note from a form post to the page it redirects to (post/redirect/get):
 * "status of lead 12 saved", "mail of lead 12 queued". Kept in a short-lived cookie,
 * so the list's address stays clean. Only these fixed shapes are ever read back.
 */

export const FLASH_COOKIE = "admin_flash";

export type Flash =
  | { kind: "status"; leadId: number; status: QuoteStatus }
  | { kind: "retry"; leadId: number; queued: boolean };

export function formatFlash(flash: Flash): string {
  return flash.kind === "status"
    ? `status.${flash.leadId}.${flash.status}`
    : `retry.${flash.leadId}.${flash.queued ? "queued" : "none"}`;
}

export function parseFlash(value: string | undefined): Flash | undefined {
  const m = /^(status|retry)\.(\d{1,15})\.([a-z]+)$/.exec(value ?? "");
  if (!m) return undefined;
  const leadId = Number(m[2]);
  if (m[1] === "status") {
    return (QUOTE_STATUSES as readonly string[]).includes(m[3]!) ? { kind: "status", leadId, status: m[3] as QuoteStatus } : undefined;
  }
  return m[3] === "queued" || m[3] === "none" ? { kind: "retry", leadId, queued: m[3] === "queued" } : undefined;
}

export function flashCookieHeader(flash: Flash, secure: boolean): string {
  return `${FLASH_COOKIE}=${formatFlash(flash)}; Path=${SESSION_COOKIE_PATH}; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearFlashCookieHeader(secure: boolean): string {
  return `${FLASH_COOKIE}=; Path=${SESSION_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The flash of this request, if it carries one. */
export function readFlash(request: Request): { flash: Flash | undefined; present: boolean } {
  const raw = readCookie(request.headers.get("cookie"), FLASH_COOKIE);
  return { flash: parseFlash(raw), present: raw !== undefined };
}
