import type { SeoRecord } from "@shared/content/schemas/seo";
import { contentCopy } from "./copy";

const copy = contentCopy.seoPreview;

/** Search engines cut near these lengths; the preview cuts the same way. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * How the record will look as a search result and as a social link card, drawn from the
 * values in the form (it follows each save; no script needed).
 */
export function SeoPreview({ record, siteUrl }: { record: SeoRecord; siteUrl: string }) {
  let host = record.twitter_domain;
  let crumbs = "";
  try {
    const url = new URL(record.canonical);
    host = url.host;
    crumbs = url.pathname.split("/").filter(Boolean).join(" › ");
  } catch {
    // An invalid URL is reported beside its field; the preview shows what it can.
  }
  const image = sameSiteImage(record.og_image, siteUrl);
  return (
    <section aria-labelledby="seo-preview-heading" className="card grid gap-5 p-5 sm:p-6">
      <h2 id="seo-preview-heading" className="text-xl font-bold text-ink">
        {copy.heading}
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold text-muted">{copy.search}</figcaption>
          <div className="rounded-lg border border-line bg-white p-4">
            <p className="text-sm text-ink">
              {host}
              {crumbs ? <span className="text-muted"> › {crumbs}</span> : null}
            </p>
            <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{cut(record.title, 60)}</p>
            <p className="mt-1 text-sm text-muted">{cut(record.meta_description, 160)}</p>
          </div>
        </figure>
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold text-muted">{copy.social}</figcaption>
          <div className="overflow-hidden rounded-lg border border-line bg-white">
            {image ? (
              <img
                src={image}
                alt=""
                width={record.og_image_width}
                height={record.og_image_height}
                className="aspect-[1200/630] w-full bg-surface object-cover"
                loading="lazy"
              />
            ) : (
              <p className="grid aspect-[1200/630] place-items-center bg-surface p-4 text-center text-sm text-muted">{copy.otherSite}</p>
            )}
            <div className="grid gap-1 border-t border-line p-3">
              <p className="text-xs uppercase tracking-wide text-muted">{record.twitter_domain}</p>
              <p className="font-bold text-ink">{cut(record.og_title, 70)}</p>
              <p className="text-sm text-muted">{cut(record.og_description, 120)}</p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}

/**
 * The card's image as this page may load it: an address on the site itself, by its path
 * (the back office allows only its own images). Another site's image is not fetched.
 */
function sameSiteImage(url: string, siteUrl: string): string | undefined {
  try {
    const parsed = new URL(url, siteUrl);
    return parsed.origin === new URL(siteUrl).origin && parsed.pathname.startsWith("/") ? parsed.pathname : undefined;
  } catch {
    return undefined;
  }
}
