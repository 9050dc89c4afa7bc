import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Testimonial } from "#shared/content/schemas/shared-sections";
import { InitialsAvatar } from "#app/components/ui/InitialsAvatar";
import { PauseButton } from "#app/components/ui/PauseButton";
import { StarRating } from "#app/components/ui/StarRating";
import { useReplayedClicks } from "#app/lib/hydration";
import { useAutoplayControls, useInterval, usePrefersReducedMotion } from "#app/lib/motion";
import { nextRotatorIndex, ROTATION_INTERVAL_MS, slideState, type SlideState } from "./rotator";

/**
 * Client reviews (spec §3/§4): on desktop a slider of cards moved with Previous/Next;
 * on phones one card at a time that rotates every 3000 ms, wraps around, and can be
 * paused. Slide changes are not announced while rotating (no live region then).
 */
export function ReviewSection({
  testimonials,
  heading = "Review",
  intro,
}: {
  testimonials: Testimonial[];
  heading?: string;
  intro?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="section bg-surface"
      data-section="reviews"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
        </div>
        <ReviewSlider testimonials={testimonials} />
        <ReviewRotator testimonials={testimonials} />
      </div>
    </section>
  );
}

function ReviewCard({ testimonial }: { testimonial: Testimonial }) {
  const person = `${testimonial.honorific} ${testimonial.name}`;
  return (
    <figure className="card flex h-full flex-col gap-5 p-6 sm:p-8">
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 text-base leading-relaxed text-ink sm:text-lg">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-4 border-t border-line pt-5">
        <InitialsAvatar name={testimonial.name} size={52} />
        <span className="flex flex-col">
          <span className="font-bold text-ink">{person}</span>
          <span className="text-sm text-muted">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Desktop (≥ md): a row of cards in a native scroll-snap track; the buttons move it by one card. */
function ReviewSlider({ testimonials }: { testimonials: Testimonial[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const trackId = useId();

  const measure = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    setEdges({
      atStart: el.scrollLeft <= 4,
      atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const el = trackRef.current;
    const card = el?.querySelector("li");
    if (!el || !card) return;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: reducedMotion ? "auto" : "smooth" });
  };

  return (
    <div className="mt-12 hidden md:block" data-variant="slider">
      <ul
        ref={trackRef}
        id={trackId}
        onScroll={measure}
        tabIndex={0}
        aria-label="Reviews"
        className="relative -mx-2 flex snap-x snap-mandatory scroll-px-2 gap-6 overflow-x-auto px-2 pt-2 pb-6 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {testimonials.map((t, i) => (
          <li key={t.id} className="shrink-0 basis-[calc((100%-1.5rem)/2)] snap-start lg:basis-[calc((100%-3rem)/3)]">
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${testimonials.length}`}
              className="h-full"
            >
              <ReviewCard testimonial={t} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-center gap-3">
        <SlideButton direction="previous" controls={trackId} disabled={edges.atStart} onClick={() => move(-1)} />
        <SlideButton direction="next" controls={trackId} disabled={edges.atEnd} onClick={() => move(1)} />
      </div>
    </div>
  );
}

const SLIDE_STYLES: Record<SlideState, string> = {
  activeSlide: "opacity-100 translate-x-0",
  lastSlide: "pointer-events-none opacity-0 -translate-x-8",
  nextSlide: "pointer-events-none opacity-0 translate-x-8",
};

/** Phones (< md): one card at a time, advancing every 3000 ms with wrap-around. */
function ReviewRotator({ testimonials }: { testimonials: Testimonial[] }) {
  const count = testimonials.length;
  const [active, setActive] = useState(0);
  const controls = useAutoplayControls();
  const advance = useCallback(() => setActive((i) => nextRotatorIndex(i, count)), [count]);
  useInterval(advance, ROTATION_INTERVAL_MS, controls.running);
  const slidesId = useId();

  return (
    <div className="mt-10 md:hidden" data-variant="rotator" data-running={controls.running} {...controls.regionProps}>
      <div id={slidesId} className="relative grid overflow-x-clip" aria-live={controls.running ? "off" : "polite"}>
        {testimonials.map((t, i) => {
          const state = slideState(i, active, count);
          const isActive = state === "activeSlide";
          return (
            <div
              key={t.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
              data-state={state}
              className={`${state} col-start-1 row-start-1 transition duration-500 ease-out ${SLIDE_STYLES[state]}`}
            >
              <ReviewCard testimonial={t} />
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <SlideButton
          direction="previous"
          controls={slidesId}
          onClick={() => setActive((i) => nextRotatorIndex(i, count, -1))}
        />
        <PauseButton paused={controls.pausedByUser} onToggle={controls.togglePaused} label="reviews" />
        <SlideButton
          direction="next"
          controls={slidesId}
          onClick={() => setActive((i) => nextRotatorIndex(i, count))}
        />
      </div>
      <p className="mt-3 text-center text-sm text-muted" aria-hidden="true">
        {active + 1} / {count}
      </p>
    </div>
  );
}

function SlideButton({
  direction,
  controls,
  disabled = false,
  onClick,
}: {
  direction: "previous" | "next";
  controls: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  // Pressed before the reviews have hydrated (an island, decision 023), it still moves them (decision 029).
  const replay = useReplayedClicks(useRef<HTMLButtonElement>(null));
  return (
    <button
      {...replay}
      type="button"
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-colors hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <span className="sr-only">{direction === "previous" ? "Previous review" : "Next review"}</span>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
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
