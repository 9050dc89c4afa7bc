import { useEffect, useRef, useState } from "react";
import type { SeoRecord } from "#shared/content/schemas/seo";
import { withSocialFallbacks } from "#shared/lib/seo-social";
import { lengthCheck, type LengthCheck } from "../seo/checks";
import { seoCopy } from "../seo/copy";
import { contentCopy } from "./copy";

const copy = contentCopy.seoPreview;

/** Search engines cut near these lengths; the preview cuts the same way. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The fields the preview follows while typing (their names in the record form). */
const LIVE_FIELDS = ["title", "meta_description", "canonical", "og_title", "og_description"] as const;
type LiveField = (typeof LIVE_FIELDS)[number];

/**
 * How the record will look as a search result and as a social link card, with the
 * length of its title and description. Drawn on the server from the saved values (no
 * script needed); with scripts it follows the form while you type, and announces the
 * lengths politely a moment after typing stops.
 */
export function SeoPreview({ record: saved, siteUrl, formId }: { record: SeoRecord; siteUrl: string; formId: string }) {
  const record = useLiveRecord(formId, saved);
  const filled = withSocialFallbacks(record);
  const counters = {
    title: lengthCheck("title", record.title),
    description: lengthCheck("description", record.meta_description),
  };
  const announcement = useSettled(seoCopy.counters.announce(counters.title.text, counters.description.text), 1200);
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
      <div className="grid gap-2">
        <h3 className="font-semibold text-ink">{seoCopy.counters.heading}</h3>
        <p className="text-sm text-muted">{seoCopy.counters.help}</p>
        <dl className="grid gap-2 sm:grid-cols-2">
          <Counter id="seo-count-title" label={seoCopy.counters.title} check={counters.title} />
          <Counter id="seo-count-description" label={seoCopy.counters.description} check={counters.description} />
        </dl>
        {/* The counters above change on every key; this says them once typing pauses. */}
        <p aria-live="polite" className="sr-only" data-testid="seo-announcement">
          {announcement === null ? "" : announcement}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <figure className="grid min-w-0 gap-2">
          <figcaption className="text-sm font-semibold text-muted">{copy.search}</figcaption>
          <div
            className="rounded-lg border border-line bg-white p-4 [overflow-wrap:anywhere]"
            data-testid="seo-snippet"
          >
            <p className="text-sm text-ink">
              {host}
              {crumbs ? <span className="text-muted"> › {crumbs}</span> : null}
            </p>
            <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{cut(record.title, 60)}</p>
            <p className="mt-1 text-sm text-muted">{cut(record.meta_description, 160)}</p>
          </div>
        </figure>
        <figure className="grid min-w-0 gap-2">
          <figcaption className="text-sm font-semibold text-muted">{copy.social}</figcaption>
          <div className="overflow-hidden rounded-lg border border-line bg-white" data-testid="seo-social-card">
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
              <p className="grid aspect-[1200/630] place-items-center bg-surface p-4 text-center text-sm text-muted">
                {copy.otherSite}
              </p>
            )}
            <div className="grid gap-1 border-t border-line p-3 [overflow-wrap:anywhere]">
              <p className="text-xs uppercase tracking-wide text-muted">{record.twitter_domain}</p>
              <p className="font-bold text-ink">{cut(filled.og_title, 70)}</p>
              <p className="text-sm text-muted">{cut(filled.og_description, 120)}</p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}

function Counter({ id, label, check }: { id: string; label: string; check: LengthCheck }) {
  const tone = check.verdict === "good" ? "text-success" : "text-error";
  return (
    <div className="rounded-lg border border-line bg-white px-3 py-2">
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd id={id} className={`font-semibold ${tone}`} data-verdict={check.verdict}>
        {check.verdict === "good" ? null : <span aria-hidden="true">⚠ </span>}
        {check.text}
      </dd>
    </div>
  );
}

/** The saved record with the form's current values of the preview's fields. */
function useLiveRecord(formId: string, saved: SeoRecord): SeoRecord {
  const [typed, setTyped] = useState<Partial<Record<LiveField, string>>>({});
  useEffect(() => setTyped({}), [saved]);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = (event: Event) => {
      const field = event.target as HTMLInputElement | HTMLTextAreaElement;
      if ((LIVE_FIELDS as readonly string[]).includes(field.name))
        setTyped((t) => ({ ...t, [field.name]: field.value }));
    };
    form.addEventListener("input", update);
    return () => form.removeEventListener("input", update);
  }, [formId]);
  return { ...saved, ...typed };
}

/** `value` once it has stayed the same for `ms` (null before the first change: nothing to announce on load). */
function useSettled(value: string, ms: number): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  const first = useRef(value);
  useEffect(() => {
    if (value === first.current && settled === null) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, settled]);
  return settled;
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
