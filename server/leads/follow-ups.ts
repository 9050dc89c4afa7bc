import type { Acting } from "../pipeline/acting";
import { parseInput } from "../pipeline/input";
import { followUpSchema } from "./schemas";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/**
 * Sets when to follow the lead up (an instant: the UI reads the date and time as India
 * time), or clears it (null). A new time must be in the future.
 */
export async function setFollowUp(
  d: LeadDeps,
  acting: Acting,
  id: number,
  at: Date | string | null,
  expectVersion: number,
): Promise<PipelineResult> {
  const parsed = parseInput(followUpSchema(d.now()), { at });
  if (!parsed.ok) return parsed;
  const iso = parsed.value.at;
  const result = await d.writer.write(acting, id, expectVersion, async (c) => {
    const from = c.record.followUpAt;
    if (from === iso) return false;
    await c.bump({ follow_up_at: iso });
    await c.event("follow_up", { from, to: iso });
    await c.audit("lead.follow_up_set", { at: iso });
    return true;
  });
  return asLeadResult(result);
}
