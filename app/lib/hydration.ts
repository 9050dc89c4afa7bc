import { useEffect } from "react";

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
