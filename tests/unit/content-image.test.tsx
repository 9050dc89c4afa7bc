import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceWorkGrid } from "#app/components/sections/ServiceWorkGrid";
import { ContentImage, GRID_QUARTERS, GRID_THIRDS } from "#app/components/ui/ContentImage";
import { projects } from "#shared/content/portfolio";
import type { Image } from "#shared/content/schemas/common";

const HASH = "0123456789abcdef0123";
const SIZES = "(min-width: 768px) 50vw, 100vw";

/** The srcset the width rule gives for `widths` of the library image HASH. */
const srcset = (format: "avif" | "webp", widths: number[]) =>
  widths.map((w) => `/media/${HASH}-${w}.${format} ${w}w`).join(", ");

describe("ContentImage", () => {
  it("renders an uploaded image as <picture> with AVIF and WebP srcsets at every stored width", () => {
    const image: Image = {
      src: `/media/${HASH}-1600.webp`,
      width: 1600,
      height: 900,
      alt: "Our team at the Pune office",
    };
    const html = renderToString(
      <ContentImage image={image} sizes={SIZES} loading="lazy" decoding="async" className="h-auto w-full" />,
    );
    expect(html).toBe(
      `<picture class="contents">` +
        `<source type="image/avif" srcSet="${srcset("avif", [480, 960, 1600])}" sizes="${SIZES}"/>` +
        `<img src="/media/${HASH}-1600.webp" srcSet="${srcset("webp", [480, 960, 1600])}" sizes="${SIZES}"` +
        ` width="1600" height="900" alt="Our team at the Pune office" loading="lazy" decoding="async" class="h-auto w-full"/>` +
        `</picture>`,
    );
  });

  it("lists only the widths an image narrower than 1600 px was stored at, its own width last", () => {
    const html = renderToString(
      <ContentImage image={{ src: `/media/${HASH}-700.webp`, width: 700, height: 700, alt: "" }} sizes="4rem" />,
    );
    expect(html).toContain(`<source type="image/avif" srcSet="${srcset("avif", [480, 700])}" sizes="4rem"/>`);
    expect(html).toContain(`srcSet="${srcset("webp", [480, 700])}" sizes="4rem"`);
  });

  it("renders a shipped /images/ file exactly as the plain <img> it was", () => {
    const image = projects[0]!.listImage;
    expect(image.src).toMatch(/^\/images\//);
    const before = renderToString(
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="eager"
        decoding="async"
        className="h-auto w-full"
      />,
    );
    const after = renderToString(
      <ContentImage image={image} sizes={SIZES} loading="eager" decoding="async" className="h-auto w-full" />,
    );
    expect(after).toBe(before);
    expect(after).not.toMatch(/picture|srcSet|sizes/);
  });

  it("keeps a plain <img> for a /media/ address whose width is not the recorded width", () => {
    const html = renderToString(
      <ContentImage
        image={{ src: `/media/${HASH}-960.webp`, width: 1600, height: 900, alt: "x" }}
        sizes={SIZES}
        loading="lazy"
      />,
    );
    expect(html).toBe(`<img src="/media/${HASH}-960.webp" width="1600" height="900" alt="x" loading="lazy"/>`);
  });

  it("takes an alt override (the hidden copies of a slider)", () => {
    const html = renderToString(
      <ContentImage
        image={{ src: `/media/${HASH}-480.webp`, width: 480, height: 270, alt: "Screen" }}
        sizes={SIZES}
        alt=""
      />,
    );
    expect(html).toContain(`alt=""`);
    expect(html).not.toContain("Screen");
  });
});

describe("pages with content images", () => {
  const card = (cardImage: Image, slug: string) => ({
    slug,
    name: slug,
    company: "Acme",
    summary: "A project.",
    cardImage,
  });
  const render = (cards: ReturnType<typeof card>[]) =>
    renderToString(
      <MemoryRouter>
        <ServiceWorkGrid heading="Our work" intro="Intro" linkLabel="View" projects={cards} />
      </MemoryRouter>,
    );

  it("gives the services' work grid an uploaded card image's sources with the grid's sizes", () => {
    const uploaded = { src: `/media/${HASH}-1200.webp`, width: 1200, height: 900, alt: "Dashboard" };
    const shipped = projects[1]!.cardImage;
    const three = render([card(uploaded, "a"), card(shipped, "b"), card(shipped, "c")]);
    expect(three).toContain(
      `<source type="image/avif" srcSet="${srcset("avif", [480, 960, 1200])}" sizes="${GRID_THIRDS}"/>`,
    );
    expect(three.match(/<picture/g)).toHaveLength(1);
    expect(three).toContain(
      `<img src="${shipped.src}" width="${shipped.width}" height="${shipped.height}" alt="${shipped.alt}" loading="lazy"`,
    );
    const four = render([card(uploaded, "a"), card(shipped, "b"), card(shipped, "c"), card(shipped, "d")]);
    expect(four).toContain(`sizes="${GRID_QUARTERS}"`);
  });
});
