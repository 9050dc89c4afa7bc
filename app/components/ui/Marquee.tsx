import type { ReactNode } from "react";
import { PauseButton } from "./PauseButton";
import { useAutoplayControls } from "#app/lib/motion";

/**
 * A horizontally looping band of items. The items are drawn twice for a seamless
 * loop (the copy hidden from assistive tech); CSS decides the motion, so the
 * server HTML has its final layout, and reduced motion shows a static wrapped row.
 */
export function Marquee({
  items,
  label,
  pauseLabel,
  className = "",
  itemClassName = "",
}: {
  /** `repeat` items only fill the band: hidden from assistive tech and under reduced motion. */
  items: { key: string; node: ReactNode; repeat?: boolean }[];
  /** Accessible name of the list. */
  label: string;
  /** What the pause button controls, e.g. "industry ticker". */
  pauseLabel: string;
  className?: string;
  itemClassName?: string;
}) {
  const controls = useAutoplayControls();
  const paused = controls.pausedByUser;
  const list = (duplicate: boolean) => (
    <ul
      aria-hidden={duplicate || undefined}
      aria-label={duplicate ? undefined : label}
      className={`flex shrink-0 items-center motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center ${
        duplicate ? "motion-reduce:hidden" : ""
      }`}
    >
      {items.map((item) => (
        <li
          key={item.key}
          aria-hidden={item.repeat || undefined}
          className={`${itemClassName} ${item.repeat ? "motion-reduce:hidden" : ""}`}
        >
          {item.node}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={`relative ${className}`}>
      <div className="group overflow-hidden" {...controls.regionProps}>
        <div
          data-paused={paused || undefined}
          className="flex w-max motion-safe:animate-marquee group-hover:[animation-play-state:paused] data-[paused]:[animation-play-state:paused] motion-reduce:w-full"
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
      <div className="container-page mt-6 flex justify-end motion-reduce:hidden">
        <PauseButton paused={paused} onToggle={controls.togglePaused} label={pauseLabel} />
      </div>
    </div>
  );
}
