import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ContentImage } from "#app/components/ui/ContentImage";
import { PauseButton } from "#app/components/ui/PauseButton";
import type { Image } from "#shared/content/schemas/common";
import { useReplayedClicks } from "#app/lib/hydration";
import { useAutoplayControls, useInterval, wrapIndex } from "#app/lib/motion";
import { altOf } from "#shared/lib/alt";

/** Slide height and viewport shape per number of visible 16:9 slides (static class names for Tailwind). */
const LAYOUT: Record<number, { slide: string; viewport: string }> = {
  2: { slide: "h-1/2", viewport: "aspect-[16/18]" },
  3: { slide: "h-1/3", viewport: "aspect-[16/27]" },
  4: { slide: "h-1/4", viewport: "aspect-[16/36]" },
};

export type VerticalSliderLabels = {
  heading: string;
  previous: string;
  next: string;
  pause: string;
};

/**
 * A vertical, infinite image slider: `visible` slides in view, one step at a time,
 * advancing every `intervalMs` (spec §9: 3 visible, scroll 1, 2000 ms). It pauses
 * on hover and focus, by its pause button, and stands still under reduced motion.
 *
 * Infinite scrolling: the first `visible` slides are repeated after the last one
 * (hidden from assistive tech); after sliding onto the copies the track jumps back
 * to the real first slide without animation, which looks identical.
 */
export function VerticalSlider({
  images,
  visible,
  intervalMs,
  labels,
}: {
  images: Image[];
  visible: number;
  intervalMs: number;
  labels: VerticalSliderLabels;
}) {
  const n = images.length;
  const { running, pausedByUser, togglePaused, reducedMotion, regionProps } = useAutoplayControls();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const headingId = useId();
  const slides = [...images, ...images.slice(0, visible)];
  const layout = LAYOUT[visible] ?? LAYOUT[3]!;

  /** Shows `target` without animation, then animates to `then` on the next frames. */
  const jumpThen = useCallback((target: number, then: number) => {
    setAnimate(false);
    setIndex(target);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        setAnimate(true);
        setIndex(then);
      }),
    );
  }, []);

  const step = useCallback(
    (delta: 1 | -1) => {
      if (reducedMotion) {
        setAnimate(false);
        setIndex((i) => wrapIndex(i + delta, n));
      } else if (delta === -1 && index === 0) {
        jumpThen(n, n - 1);
      } else if (delta === 1 && index >= n) {
        jumpThen(index - n, index - n + 1);
      } else {
        setAnimate(true);
        setIndex(index + delta);
      }
    },
    [index, n, reducedMotion, jumpThen],
  );

  // The interval calls the latest `step` without restarting on every slide.
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  const advance = useCallback(() => stepRef.current(1), []);
  useInterval(advance, intervalMs, running && n > visible);

  const onTransitionEnd = () => {
    if (index >= n) {
      setAnimate(false);
      setIndex(index - n);
    }
  };

  const current = wrapIndex(index, n);
  const offset = (index * 100) / visible;

  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" {...regionProps}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold">
          {labels.heading}
        </h2>
        <p className="text-sm font-semibold text-muted" data-testid="slider-position">
          {current + 1} / {n}
        </p>
      </div>
      <div className={`card relative mt-4 overflow-hidden ${layout.viewport}`}>
        <div
          className={`flex h-full flex-col ${animate ? "transition-transform duration-500 ease-in-out motion-reduce:transition-none" : ""}`}
          style={offset ? { transform: `translateY(-${offset}%)` } : undefined}
          onTransitionEnd={onTransitionEnd}
          aria-live={running ? "off" : "polite"}
        >
          {slides.map((image, i) => {
            const copy = i >= n;
            return (
              <div
                key={`${image.src}-${i}`}
                className={`${layout.slide} shrink-0 border-b border-line bg-surface last:border-b-0`}
                {...(copy
                  ? { "aria-hidden": true }
                  : { role: "group", "aria-roledescription": "slide", "aria-label": `${i + 1} / ${n}` })}
              >
                <ContentImage
                  image={image}
                  sizes="(min-width: 1024px) 26rem, 100vw"
                  alt={copy ? "" : altOf(image)}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <SliderButton label={labels.previous} onClick={() => step(-1)} direction="up" />
        <PauseButton paused={pausedByUser} onToggle={togglePaused} label={labels.pause} />
        <SliderButton label={labels.next} onClick={() => step(1)} direction="down" />
      </div>
    </section>
  );
}

function SliderButton({ label, onClick, direction }: { label: string; onClick: () => void; direction: "up" | "down" }) {
  // Pressed before the page has hydrated, it still moves the slider (decision 029).
  const replay = useReplayedClicks(useRef<HTMLButtonElement>(null));
  return (
    <button
      {...replay}
      type="button"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card hover:bg-brand-50"
    >
      <span className="sr-only">{label}</span>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === "up" ? "M6 15l6-6 6 6" : "M6 9l6 6 6-6"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
