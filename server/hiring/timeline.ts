import { z } from "zod";
import { APPLICATION_STAGES, type RejectionReason } from "../db/schema";
import { type EventBase, byTime, readEvent } from "../pipeline/timeline";
import type { HiringRepository } from "./repository";

const person = z.object({ id: z.number(), name: z.string() }).nullable().catch(null);
const stage = z.enum(APPLICATION_STAGES);
const moment = z.string().nullable().catch(null);

/**
 * What each kind of application_events row holds in its `data` (JSON), as the concern
 * modules write it: one discriminated union, so the timeline reads every kind by its schema.
 */
export const applicationEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("stage"),
    from: stage,
    to: stage,
    rejectionReason: z.string().optional() as z.ZodType<RejectionReason | undefined>,
    rejectionNote: z.string().optional(),
  }),
  z.object({ kind: z.literal("note"), text: z.string().catch("") }),
  z.object({ kind: z.literal("assigned"), from: person, to: person }),
  z.object({ kind: z.literal("interview"), from: moment, to: moment }),
]);

type ApplicationEvent = z.output<typeof applicationEventSchema>;

/** One entry of an application's timeline, oldest first: the application itself, then its events. */
export type ApplicationTimelineEntry =
  { kind: "applied"; at: string; jobTitle: string } | (EventBase & ApplicationEvent);

/** The timeline, oldest first: when they applied, then every stage change, note, owner and interview time; undefined when gone. */
export async function applicationTimeline(
  repo: HiringRepository,
  id: number,
): Promise<ApplicationTimelineEntry[] | undefined> {
  const { application, events } = await repo.timelineRows(id);
  if (!application) return undefined;
  const entries: ApplicationTimelineEntry[] = [
    { kind: "applied", at: application.createdAt, jobTitle: application.jobTitle },
  ];
  for (const row of events) {
    const entry = readEvent(row, applicationEventSchema);
    if (entry) entries.push(entry);
  }
  return byTime(entries);
}
