import { type RefObject, useEffect } from "react";

/**
 * Whether the document's first hydration is still under way: islands rendered then keep their
 * server HTML until their code has arrived (app/lib/island.tsx). Kept apart from the islands so
 * the root, on every page, imports only this flag.
 */
let firstHydration = typeof document !== "undefined";
const whenDone: (() => void)[] = [];

export const isFirstHydration = () => firstHydration;

/** Runs `run` once the first hydration has committed (at once if it has). */
export function afterFirstHydration(run: () => void) {
  if (firstHydration) whenDone.push(run);
  else run();
}

/** Called by the root: its effects run once the whole document has hydrated. */
export function useFirstHydrationDone() {
  useEffect(() => {
    firstHydration = false;
    for (const run of whenDone.splice(0)) run();
  }, []);
}

declare global {
  interface Window {
    /** Replays the clicks the early-click script held on controls that have hydrated since (EarlyClicks.tsx). */
    __replayClicks?: () => void;
  }
}

/**
 * For a control that works only with JavaScript (a type="button" button): spread the returned
 * props on it. Until it has hydrated, the early-click script (app/components/layout/EarlyClicks.tsx)
 * holds a click on it instead of losing it; once hydrated, the control is marked and its held
 * clicks are replayed, after the effects of the render that hydrated it
 * (docs/decisions/029-island-controls-before-hydration.md).
 */
export function useReplayedClicks<T extends HTMLElement>(ref: RefObject<T | null>) {
  // No dependencies: a control whose element React replaced is marked again.
  useEffect(() => {
    const control = ref.current;
    if (!control || control.hasAttribute("data-hydrated")) return;
    control.setAttribute("data-hydrated", "");
    queueMicrotask(() => window.__replayClicks?.());
  });
  return { ref, "data-replay-click": "" } as const;
}
