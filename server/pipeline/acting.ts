import type { Role } from "../db/schema";

/** Who acts on a record: the signed-in account (the back office's session user fits) and their address. */
export type Acting = {
  user: { id: number; email: string; displayName: string; role: Role };
  ip: string | null;
};

/** The server acting on its own, named on the timeline (e.g. "round-robin"). */
export type SystemActor = { system: string };

/** A person as a timeline names them: the account (null for the system) and its name at the time. */
export type TimelineActor = { id: number | null; name: string };

/** An account as a timeline entry keeps it (an assignment's from and to). */
export type PersonRef = { id: number; name: string };

/** How a timeline entry stores who acted: the account and "Display Name (e-mail)" at the time, or the system's name. */
export function timelineActor(actor: Acting | SystemActor): TimelineActor {
  return "system" in actor
    ? { id: null, name: actor.system }
    : { id: actor.user.id, name: `${actor.user.displayName} (${actor.user.email})` };
}
