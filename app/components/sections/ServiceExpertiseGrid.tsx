import { useId } from "react";
import { ContentImage, GRID_THIRDS } from "#app/components/ui/ContentImage";
import type { Image } from "#shared/content/schemas/common";

/** The expertise image grid of a service page: illustrated tiles with captions. */
export function ServiceExpertiseGrid({
  heading,
  intro,
  items,
}: {
  heading: string;
  intro: string;
  items: { caption: string; image: Image }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="section" data-section="expertise">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-3xl font-extrabold text-ink sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{intro}</p>
        </div>
        {/* Flex-wrap so an incomplete last row (five tiles) sits centred. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {items.map((item) => (
            <li
              key={item.caption}
              className="card w-full overflow-hidden sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              <figure>
                <ContentImage
                  image={item.image}
                  sizes={GRID_THIRDS}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full"
                />
                <figcaption className="border-t border-line px-5 py-4 font-bold text-ink">{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
