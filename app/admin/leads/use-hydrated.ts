import { useEffect, useSyncExternalStore } from "react";

/** False on the server and while hydrating, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

/**
 * Once hydrated, brings the card the address names (#stage, #note, …) back into view:
 * the page was scrolled there before its script ran, and hydrating may change what stands
 * above it (the stage form then shows only the chosen stage's fields).
 */
export function useScrollToCardAfterHydration(cards: readonly string[]) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!cards.includes(id)) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: "start" }));
    return () => cancelAnimationFrame(frame);
    // Once, at hydration: later scrolling is the person's own.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- runs once when hydrated, on purpose
  }, [hydrated]);
}
