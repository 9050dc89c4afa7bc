import { useCallback, useEffect, useRef, useState } from "react";
import { ContentImage, GRID_QUARTERS } from "#app/components/ui/ContentImage";
import type { GallerySliderContent } from "#shared/content/schemas/about";
import { PauseButton } from "#app/components/ui/PauseButton";
import { useAutoplayControls, useInterval } from "#app/lib/motion";
import { altOf } from "#shared/lib/alt";

/** Slide transition length (spec §10: animation duration 1000 ms). */
const TRANSITION_MS = 1000;

/**
 * One looping gallery slider: one slide per view, `spaceBetween` px between slides,
 * advancing every `slider.delayMs`. The first slide is repeated at the end so the
 * loop always moves forward; after reaching the copy it jumps back without motion.
 */
export function GallerySlider({ slider, spaceBetween }: { slider: GallerySliderContent; spaceBetween: number }) {
  const count = slider.images.length;
  const [{ index, animate }, setPosition] = useState({ index: 0, animate: true });
  const controls = useAutoplayControls();

  const advance = useCallback(() => {
    setPosition(({ index: i }) =>
      // On the copy already (the jump back was missed, e.g. in a hidden tab): jump now.
      i >= count ? { index: 0, animate: false } : { index: i + 1, animate: true },
    );
  }, [count]);
  useInterval(advance, slider.delayMs, controls.running);

  // Styles are set through the DOM, not a style attribute: the CSP forbids inline styles in HTML.
  const trackRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.style.gap = `${spaceBetween}px`;
    track.style.transform = `translateX(calc(${-index} * (100% + ${spaceBetween}px)))`;
    track.style.transition = animate ? `transform ${TRANSITION_MS}ms ease-in-out` : "none";
  }, [index, animate, spaceBetween]);

  const onTransitionEnd = () => {
    if (index >= count) setPosition({ index: 0, animate: false });
  };

  const current = index % count;
  const slides = [...slider.images, slider.images[0]!];

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={slider.label}
      className="card overflow-hidden p-3"
      data-gallery-slider=""
      data-delay={slider.delayMs}
      data-running={controls.running}
      {...controls.regionProps}
    >
      <div className="relative overflow-hidden rounded-xl">
        <ul ref={trackRef} className="flex" onTransitionEnd={onTransitionEnd}>
          {slides.map((image, i) => {
            const isCopy = i === count;
            return (
              <li
                key={isCopy ? "copy" : image.src}
                aria-hidden={isCopy || i !== current ? true : undefined}
                className="w-full shrink-0"
              >
                <ContentImage
                  image={image}
                  sizes={GRID_QUARTERS}
                  alt={isCopy ? "" : altOf(image)}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-cover"
                />
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex items-center justify-between gap-3 px-1 pt-3">
        <p className="font-bold text-ink">
          {slider.label}
          <span className="ml-2 text-sm font-medium text-muted">
            {current + 1} / {count}
          </span>
        </p>
        <PauseButton
          paused={controls.pausedByUser}
          onToggle={controls.togglePaused}
          label={`${slider.label} gallery`}
        />
      </div>
    </div>
  );
}
