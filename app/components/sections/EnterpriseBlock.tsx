import { useId } from "react";
import { ContentImage } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";

/** An image-and-text block of an enterprise feature page; `reverse` puts the image on the right. */
export function EnterpriseBlock({
  tagline,
  description,
  image,
  reverse = false,
  tone = "white",
}: {
  tagline: string;
  description: string;
  image: Image;
  reverse?: boolean;
  tone?: "white" | "surface";
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`section ${tone === "surface" ? "bg-surface" : ""}`}
      data-section="feature-block"
    >
      <div className="container-page grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <ContentImage
          image={image}
          sizes="(min-width: 1100px) 32rem, (min-width: 768px) 50vw, (min-width: 560px) 32rem, 100vw"
          loading="lazy"
          decoding="async"
          className={`mx-auto h-auto w-full max-w-lg ${reverse ? "md:order-last" : ""}`}
        />
        <div>
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {tagline}
          </h2>
          <p className="mt-5 text-lg text-muted">{description}</p>
        </div>
      </div>
    </section>
  );
}
