import { wrapIndex } from "#app/lib/motion";

/** How often the mobile testimonial rotator advances (spec §10: 3000 ms). */
export const ROTATION_INTERVAL_MS = 3000;

/** The state names of the old site's rotator, kept as class names (spec §4). */
export type SlideState = "activeSlide" | "lastSlide" | "nextSlide";

/** The index `step` places after `index`, wrapping below 0 to the last item and past the last to 0. */
export function nextRotatorIndex(index: number, count: number, step = 1): number {
  return wrapIndex(index + step, count);
}

/** The active item is activeSlide, the one before it (wrapping) lastSlide, every other nextSlide. */
export function slideState(itemIndex: number, activeIndex: number, count: number): SlideState {
  if (itemIndex === activeIndex) return "activeSlide";
  if (itemIndex === wrapIndex(activeIndex - 1, count)) return "lastSlide";
  return "nextSlide";
}
