import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { PortfolioPage, ProjectDetail } from "#shared/content/schemas/portfolio";
import { VerticalSlider } from "./VerticalSlider";

type Labels = PortfolioPage["detail"];

/** The case study page of one project: video, texts, screen slider, labels, showcase. */
export function PortfolioDetailView({
  detail,
  company,
  labels,
}: {
  detail: ProjectDetail;
  company: string;
  labels: Labels;
}) {
  const [first, second, third] = detail.backgroundImages;
  return (
    <>
      <section className="bg-surface">
        <div className="container-page grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <Link
              to="/portfolio"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                <path
                  d="M16 10H5m4-4-4 4 4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {labels.backLabel}
            </Link>
            <p className="eyebrow mt-6">
              {labels.eyebrow} · {company}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl">{detail.projectName}</h1>
            <p className="mt-5 text-lg text-muted">{detail.companyText}</p>
          </div>
          <PortfolioVideo video={detail.video} labels={labels} />
        </div>
      </section>

      <section className="container-page section grid gap-12 lg:grid-cols-[minmax(0,1fr)_min(26rem,45%)] lg:gap-16">
        <div>
          <h2 className="text-3xl font-extrabold">{labels.aboutHeading}</h2>
          <p className="mt-4 text-lg text-muted">{detail.about}</p>
          <h2 className="mt-12 text-2xl font-extrabold">{labels.labelsHeading}</h2>
          {/* Labels, not actions: the old site drew them as buttons that did nothing. */}
          <ul className="mt-5 flex flex-wrap gap-3">
            {[detail.labels.build, detail.labels.test, detail.labels.deploy].map((label) => (
              <li
                key={label}
                className="rounded-full border border-brand-100 bg-brand-50 px-4 py-2 text-sm font-bold text-brand-700"
              >
                {label}
              </li>
            ))}
          </ul>
          <div className="card mt-12 p-6 sm:p-8">
            <p className="text-lg font-semibold">{labels.contactText}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to="/contact_us" className="btn btn-primary">
                {labels.contactLabel}
              </Link>
              <Link to="/portfolio" className="btn btn-secondary">
                {labels.backLabel}
              </Link>
            </div>
          </div>
        </div>
        <VerticalSlider
          images={detail.sliderImages.slice(0, labels.slider.maxImages)}
          visible={labels.slider.visible}
          intervalMs={labels.slider.intervalMs}
          labels={{
            heading: labels.screensHeading,
            previous: labels.previousLabel,
            next: labels.nextLabel,
            pause: labels.pauseLabel,
          }}
        />
      </section>

      {first && (
        <section className="bg-surface">
          <div className="container-page section">
            <h2 className="text-3xl font-extrabold">{labels.showcaseHeading}</h2>
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              {[first, second, third]
                .slice(0, labels.maxBackgroundImages)
                .map(
                  (image, i) =>
                    image && (
                      <ContentImage
                        key={image.src}
                        image={image}
                        sizes={
                          i === 2
                            ? "(min-width: 1200px) 1152px, 100vw"
                            : "(min-width: 1200px) 564px, (min-width: 640px) 50vw, 100vw"
                        }
                        loading="lazy"
                        decoding="async"
                        className={`card h-auto w-full p-0 ${i === 2 ? "sm:col-span-2" : ""}`}
                      />
                    ),
                )}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

function PortfolioVideo({ video, labels }: { video: ProjectDetail["video"]; labels: Labels }) {
  const ref = useRef<HTMLVideoElement>(null);
  // The poster is the page's largest paint: a <link rel=preload> in the head fetches it
  // with the stylesheet instead of after the video element has been parsed and laid out.
  if (video) preload(video.poster, { as: "image", fetchPriority: "high" });
  // Autoplay is the spec; a visitor who asked for less motion gets the poster until they press play.
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) ref.current?.pause();
  }, []);

  if (!video) {
    return (
      <div className="card flex aspect-video flex-col items-center justify-center gap-3 bg-white p-6 text-center">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className="text-brand">
          <rect x="4" y="10" width="30" height="28" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M34 20l10-6v20l-10-6z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          <path d="M6 42L42 6" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <p className="text-lg font-bold">{labels.noVideo}</p>
      </div>
    );
  }
  return (
    <figure>
      <video
        ref={ref}
        className="card aspect-video h-auto w-full bg-ink p-0"
        width={video.width}
        height={video.height}
        poster={video.poster}
        autoPlay
        loop
        muted
        controls
        playsInline
        preload="metadata"
        aria-label={labels.videoHeading}
        aria-describedby="project-video-description"
      >
        <source src={video.src} type={video.type} />
        {labels.videoUnsupported}
      </video>
      <figcaption id="project-video-description" className="mt-3 text-sm text-muted">
        {video.description}
      </figcaption>
    </figure>
  );
}
