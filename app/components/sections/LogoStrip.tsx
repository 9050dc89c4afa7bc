import { useId } from "react";
import type { ClientLogo } from "#shared/content/schemas/shared-sections";
import { PauseButton } from "#app/components/ui/PauseButton";
import { useAutoplayControls } from "#app/lib/motion";
import { altOf } from "#shared/lib/alt";

/**
 * A continuously scrolling strip of client wordmarks. The list is drawn twice so the
 * loop is seamless; the copy is hidden from assistive tech. Motion is decided in CSS
 * (motion-safe/motion-reduce), so the server-rendered HTML already has its final layout:
 * under reduced motion the logos simply wrap in a static grid.
 */
export function LogoStrip({ logos, heading, intro }: { logos: ClientLogo[]; heading: string; intro?: string }) {
  const headingId = useId();
  const controls = useAutoplayControls();
  // Hover and focus pause in CSS too; the button is the only state that needs script.
  const paused = controls.pausedByUser;

  return (
    <section aria-labelledby={headingId} className="section" data-section="logo-strip">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
              {heading}
            </h2>
            {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
          </div>
          <PauseButton
            paused={paused}
            onToggle={controls.togglePaused}
            label="client logos"
            className="motion-reduce:hidden"
          />
        </div>
      </div>
      <div
        className="group relative mt-10 overflow-hidden motion-safe:[mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)]"
        {...controls.regionProps}
      >
        <div
          data-paused={paused || undefined}
          className="flex w-max motion-safe:animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] data-[paused]:[animation-play-state:paused] motion-reduce:w-full"
        >
          <LogoList logos={logos} />
          <LogoList logos={logos} duplicate />
        </div>
      </div>
    </section>
  );
}

function LogoList({ logos, duplicate = false }: { logos: ClientLogo[]; duplicate?: boolean }) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      aria-label={duplicate ? undefined : "Client logos"}
      className={`flex shrink-0 items-center gap-6 pr-6 sm:gap-10 sm:pr-10 motion-reduce:mx-auto motion-reduce:w-full motion-reduce:max-w-[75rem] motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4 ${
        duplicate ? "motion-reduce:hidden" : ""
      }`}
    >
      {logos.map((client) => (
        <li
          key={client.id}
          className="flex h-20 w-44 items-center justify-center rounded-xl border border-line bg-white px-4 shadow-card sm:w-52"
        >
          <img
            src={client.logo.src}
            width={client.logo.width}
            height={client.logo.height}
            alt={duplicate ? "" : altOf(client.logo)}
            loading="lazy"
            decoding="async"
            className="h-auto max-h-14 w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
