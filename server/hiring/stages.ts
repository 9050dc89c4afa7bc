import type { Acting } from "../pipeline/acting";
import { parseInput } from "../pipeline/input";
import { interviewSchema, stageChangeSchema } from "./schemas";
import type { HiringDeps, HiringResult } from "./writes";

/**
 * Moving an application on: its stage (Applied → Screening → Interview → Offer → Hired, or
 * Rejected with a reason from any of them; any stage may follow any other, so a rejection
 * can be undone), its owner (the interviewer) and its interview's time. Each write checks the
 * version the person saw and adds its timeline and audit entries (server/pipeline/).
 * Audit entries name the application by number and hold no personal data.
 */

/**
 * Moves an application to a stage. Leaving "rejected" clears the reason and note (the
 * timeline keeps them). The same stage with the same reason is no change.
 */
export async function changeStage(
  d: HiringDeps,
  acting: Acting,
  id: number,
  input: { stage: unknown; rejectionReason?: unknown; rejectionNote?: unknown },
  expectVersion: number,
): Promise<HiringResult> {
  const parsed = parseInput(stageChangeSchema, input);
  if (!parsed.ok) return parsed;
  const { stage, rejectionReason, rejectionNote } = parsed.value;
  return d.writer.write(acting, id, expectVersion, async (c) => {
    const from = c.record.stage;
    if (from === stage && rejectionReason === c.record.rejectionReason && rejectionNote === c.record.rejectionNote)
      return false;
    await c.bump({
      stage,
      stage_changed_at: from === stage ? c.record.stageChangedAt : c.at,
      rejection_reason: rejectionReason,
      rejection_note: rejectionNote,
    });
    await c.event("stage", {
      from,
      to: stage,
      ...(rejectionReason ? { rejectionReason } : {}),
      ...(rejectionNote ? { rejectionNote } : {}),
    });
    // The reason is no personal data; the free-text note may be, so it stays out.
    await c.audit("application.stage_changed", { from, to: stage, ...(rejectionReason ? { rejectionReason } : {}) });
    return true;
  });
}

/** How an application is given to an account (server/pipeline/assignment.ts assignTo): owners and the hiring role. */
export const ASSIGNMENT = {
  refusal: "Choose someone who works on hiring: an owner or a person with the hiring role.",
  action: "application.assigned",
  columns: (owner: number | null) => ({ owner_id: owner }),
} as const;

/** Sets the interview's date and time (an instant; the form reads it as India time), or clears it (null). */
export async function setInterview(
  d: HiringDeps,
  acting: Acting,
  id: number,
  at: Date | string | null,
  expectVersion: number,
): Promise<HiringResult> {
  const parsed = parseInput(interviewSchema(d.now()), { at });
  if (!parsed.ok) return parsed;
  const iso = parsed.value.at;
  return d.writer.write(acting, id, expectVersion, async (c) => {
    const from = c.record.interviewAt;
    if (from === iso) return false;
    await c.bump({ interview_at: iso });
    await c.event("interview", { from, to: iso });
    await c.audit("application.interview_set", { at: iso });
    return true;
  });
}
