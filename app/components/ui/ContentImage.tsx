import type { ComponentProps } from "react";
import type { Image } from "#shared/content/schemas/common";
import { altOf } from "#shared/lib/alt";
import { mediaSources } from "#shared/lib/media";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes" | "width" | "height"> & {
  image: Image;
  /** How wide the layout draws the image (the `sizes` attribute); read for uploaded images only. */
  sizes: string;
};

/**
 * An image from the content. An uploaded one (/media/, docs/decisions/016) becomes a
 * <picture>: AVIF srcset first, the WebP srcset on the <img>, both from its name
 * (mediaSources). Any other image is the plain <img> it always was, same attributes
 * in the same order. A decorative image is drawn with an empty alt. The <picture> is `display: contents`, so the <img> stays the
 * grid or flex item its classes were written for.
 */
export function ContentImage({ image, sizes, alt = altOf(image), ...props }: Props) {
  const sources = mediaSources(image);
  const img = (
    <img
      src={image.src}
      srcSet={sources?.webp}
      sizes={sources && sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      {...props}
    />
  );
  if (!sources) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}

/** `sizes` of one column of a .container-page grid (1.5rem gaps): two columns from 640px, three from 1024px. */
export const GRID_THIRDS = "(min-width: 1200px) 368px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The same with four columns from 1024px. */
export const GRID_QUARTERS = "(min-width: 1200px) 270px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw";
