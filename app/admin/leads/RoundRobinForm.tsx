import { CsrfInput, SubmitRow } from "../ui/form";
import { leadCopy } from "./lead-copy";

const copy = leadCopy.roundRobin;

/**
 * Settings: "Share new leads out in turn among the sales team", one checkbox and Save
 * (a plain post, intent "round-robin"; an unticked box sends nothing, which means off).
 */
export function RoundRobinForm({ csrf, on, salesCount }: { csrf: string; on: boolean; salesCount: number }) {
  return (
    <form method="post" action="/admin/settings" className="grid gap-4">
      <CsrfInput csrf={csrf} />
      <input type="hidden" name="intent" value="round-robin" />
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5">
        <input
          id="round-robin"
          name="roundRobin"
          type="checkbox"
          value="on"
          defaultChecked={on}
          aria-describedby="round-robin-hint"
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand"
        />
        <label htmlFor="round-robin" className="cursor-pointer font-semibold text-ink">
          {copy.label}
        </label>
        <div id="round-robin-hint" className="col-start-2 grid gap-1 text-sm text-muted">
          <p>{copy.hint}</p>
          <p>{copy.sales(salesCount)}</p>
        </div>
      </div>
      <SubmitRow>{copy.save}</SubmitRow>
    </form>
  );
}
