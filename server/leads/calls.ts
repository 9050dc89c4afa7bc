import type { Acting } from "../pipeline/acting";
import { parseInput } from "../pipeline/input";
import { type CallOutcome, callSchema } from "./schemas";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

export type CallInput = {
  outcome: CallOutcome | string;
  /** For "call-back": when (an instant with its offset; the form reads India time). */
  callBackAt?: Date | string | null;
  note?: string;
  /** A reached call on a New lead: also move it to Contacted. */
  moveToContacted?: boolean | string;
};

/**
 * Logs a call on the lead's timeline (issue 34: most Indian B2B sales happen by phone): how it
 * went, a note, and for "call back at …" that time as the lead's follow-up. A reached call on a
 * New lead moves it to Contacted when asked (the form offers it, ticked). Changing the lead
 * (stage, follow-up) needs the version the person saw; a call alone only adds to the timeline.
 * Audited without the note.
 */
export async function logCall(
  d: LeadDeps,
  acting: Acting,
  id: number,
  input: CallInput,
  expectVersion: number,
): Promise<PipelineResult> {
  const parsed = parseInput(callSchema(d.now()), input);
  if (!parsed.ok) return parsed;
  const call = parsed.value;
  const changesLead = call.callBackAt !== null || (call.outcome === "reached" && call.moveToContacted);
  const result = await d.writer.write(acting, id, changesLead ? expectVersion : null, async (c) => {
    const lead = c.record;
    const contacted = call.outcome === "reached" && call.moveToContacted && lead.status === "new";
    if (contacted || call.callBackAt !== null)
      await c.bump({
        ...(contacted ? { status: "contacted" as const, stage_changed_at: c.at } : {}),
        ...(call.callBackAt !== null ? { follow_up_at: call.callBackAt } : {}),
      });
    await c.event("call", { outcome: call.outcome, callBackAt: call.callBackAt, note: call.note });
    if (contacted) await c.event("stage", { from: lead.status, to: "contacted" });
    if (call.callBackAt !== null && call.callBackAt !== lead.followUpAt)
      await c.event("follow_up", { from: lead.followUpAt, to: call.callBackAt });
    await c.audit("lead.call_logged", { outcome: call.outcome, ...(contacted ? { to: "contacted" } : {}) });
    return true;
  });
  return asLeadResult(result);
}
