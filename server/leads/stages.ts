import { parseInput } from "../pipeline/input";
import { expectedValueSchema, type StageChange, stageChangeSchema } from "./schemas";
import type { Acting } from "../pipeline/acting";
import { asLeadResult, type LeadDeps, type PipelineResult } from "./writes";

/**
 * Moves a lead to a stage. Any stage may follow any other (a lost deal can be reopened).
 * "proposal" needs `expectedValue`, "won" needs `wonValue`, "lost" needs `lostReason`
 * (and `lostNote` for "other"). Leaving "won" clears the won value and time; leaving
 * "lost" clears the reason and note; the timeline keeps them. Won and Lost clear the follow-up
 * (a closed deal has nothing to follow up; the page asks for a new one on reopening). The same
 * stage with the same values is no change (`changed: false`, nothing written).
 */
export async function changeStage(
  d: LeadDeps,
  acting: Acting,
  id: number,
  input: StageChange,
): Promise<PipelineResult> {
  const parsed = parseInput(stageChangeSchema, input);
  if (!parsed.ok) return parsed;
  const { stage, wonValue: won, lostReason, lostNote } = parsed.value;
  const result = await d.writer.write(acting, id, input.expectVersion, async (c) => {
    const lead = c.record;
    const from = lead.status;
    const expectedValue = parsed.value.expectedValue ?? lead.expectedValue;
    const same =
      from === stage &&
      expectedValue === lead.expectedValue &&
      (stage !== "won" || won === lead.wonValue) &&
      (stage !== "lost" || (lostReason === lead.lostReason && lostNote === lead.lostNote));
    if (same) return false;
    // A won or lost deal is done with: its follow-up goes (reopening it asks for a new one).
    const closes = stage === "won" || stage === "lost";
    await c.bump({
      ...(closes ? { follow_up_at: null } : {}),
      status: stage,
      stage_changed_at: from === stage ? lead.stageChangedAt : c.at,
      expected_value: expectedValue,
      won_value: stage === "won" ? won : null,
      won_at: stage === "won" ? (from === "won" ? lead.wonAt : c.at) : null,
      lost_reason: stage === "lost" ? lostReason : null,
      lost_note: stage === "lost" ? lostNote : null,
    });
    const data: Record<string, unknown> = { from, to: stage };
    if (parsed.value.expectedValue !== null) data.expectedValue = parsed.value.expectedValue;
    if (stage === "won") data.wonValue = won;
    if (stage === "lost") {
      data.lostReason = lostReason;
      if (lostNote) data.lostNote = lostNote;
    }
    await c.event("stage", data);
    if (closes && lead.followUpAt !== null) await c.event("follow_up", { from: lead.followUpAt, to: null });
    // Values and the reason are no personal data; the free-text note may be, so it stays out.
    const details: Record<string, string | number | null> = { from, to: stage };
    if (stage === "won") details.wonValue = won;
    if (stage === "proposal") details.expectedValue = expectedValue;
    if (stage === "lost") details.lostReason = lostReason;
    await c.audit("lead.stage_changed", details);
    return true;
  });
  return asLeadResult(result);
}

/** Sets (or clears, null) the expected value in whole rupees, at any stage. */
export async function setExpectedValue(
  d: LeadDeps,
  acting: Acting,
  id: number,
  value: number | string | null,
  expectVersion: number,
): Promise<PipelineResult> {
  const parsed = parseInput(expectedValueSchema, { expectedValue: value });
  if (!parsed.ok) return parsed;
  const to = parsed.value.expectedValue;
  const result = await d.writer.write(acting, id, expectVersion, async (c) => {
    const from = c.record.expectedValue;
    if (from === to) return false;
    await c.bump({ expected_value: to });
    await c.event("value", { from, to });
    await c.audit("lead.value_set", { from, to });
    return true;
  });
  return asLeadResult(result);
}
