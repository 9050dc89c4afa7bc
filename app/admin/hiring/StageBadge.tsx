import { StageChip, type StageTone } from "../ui/StageChip";
import { STAGE_LABELS, type StageName } from "./copy";

const TONE: Record<StageName, StageTone> = {
  applied: "new",
  screening: "working",
  interview: "working",
  offer: "working",
  hired: "good",
  rejected: "closed",
};

/** An application's stage as a small pill. */
export function ApplicationStageBadge({ stage }: { stage: StageName }) {
  return <StageChip label={STAGE_LABELS[stage]} tone={TONE[stage]} />;
}
