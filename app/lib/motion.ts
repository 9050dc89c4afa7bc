import { useEffect, useState, useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(callback: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener("change", callback);
  return () => mql.removeEventListener("change", callback);
}

/**
 * True when the visitor asked the system for less motion. On the server (and in
 * the first client render) it is true, so nothing starts moving before we know.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}

/** Next index with wrap-around in both directions (spec §4: below 0 → last, above last → 0). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Calls `advance` every `intervalMs` while `running` is true. Auto-moving regions
 * compute `running` from: not paused by the button, not hovered/focused, and not
 * under reduced motion (see useAutoplayControls).
 */
export function useInterval(advance: () => void, intervalMs: number, running: boolean) {
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(advance, intervalMs);
    return () => window.clearInterval(id);
  }, [advance, intervalMs, running]);
}

/**
 * State shared by every auto-moving region (WCAG 2.2.2): a pause button, pausing
 * while the pointer or keyboard focus is inside, and no motion under reduced motion.
 * Spread `regionProps` on the region's element.
 */
export function useAutoplayControls() {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    reducedMotion,
    pausedByUser,
    togglePaused: () => setPausedByUser((p) => !p),
    /** True when the region may move right now. */
    running: !reducedMotion && !pausedByUser && !hovered && !focused,
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
