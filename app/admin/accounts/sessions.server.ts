import type { AppLoadContext } from "react-router";
import { formatIndiaDateTime, indiaIso } from "../time.server";
import type { SessionView } from "./SessionList";

/** An account's active sessions, ready for SessionList (`currentId` marks this device). */
export async function sessionViews(
  context: AppLoadContext,
  userId: number,
  currentId?: string,
): Promise<SessionView[]> {
  const sessions = await context.services.sessions.listForUser(userId);
  return sessions.map((s) => ({
    id: s.id,
    device: s.device,
    ip: s.ip,
    signedIn: { iso: indiaIso(s.createdAt), text: formatIndiaDateTime(s.createdAt) },
    lastSeen: { iso: indiaIso(s.lastSeenAt), text: formatIndiaDateTime(s.lastSeenAt) },
    current: s.id === currentId,
  }));
}

/** Where a revoke form may come back to: the profile or one user's page. */
export function safeSessionReturn(value: unknown): string {
  return typeof value === "string" && /^\/admin\/(?:profile|users\/\d{1,15})$/.test(value) ? value : "/admin/profile";
}
