/**
 * What a pageview report may say, checked and reduced to what is counted: the path
 * (no query string), the external referrer's host, the utm_* values and whether a
 * click id was present. Anything malformed is dropped, never stored as given.
 */

export type Pageview = {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  gclid: boolean;
  fbclid: boolean;
};

const MAX_URL = 2048;
const MAX_VALUE = 100;
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * Control characters, and the invisible ones that format text: bidi marks, embeddings,
 * overrides and isolates (U+200E/F, U+202A–202E, U+2066–2069, U+061C), zero-width
 * characters, the byte order mark; and the line and paragraph separators. A value
 * holding U+202E would show reversed on the dashboard and in the leads export.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Text as analytics store it: without INVISIBLE characters (every stored string passes here, and lead attribution too). */
export function plainText(value: string): string {
  return value.replace(INVISIBLE, "");
}

/** A utm value as stored: plain text, trimmed, at most 100 characters; empty → null. */
function utmValue(value: string | null): string | null {
  if (value === null) return null;
  const clean = plainText(value).trim().slice(0, MAX_VALUE);
  return clean === "" ? null : clean;
}

/** The host of an absolute http(s) URL, lowercased and without "www."; null for anything else. */
export function referrerHostOf(referrer: unknown): string | null {
  if (typeof referrer !== "string" || referrer === "" || referrer.length > MAX_URL) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  return url.hostname.toLowerCase().replace(/^www\./, "");
}

/**
 * Reads a page address ("/path?query", as the page itself reports it) and its
 * referrer. `siteHosts` are this site's own hosts: a referrer among them is an
 * internal click, not a source. Returns null when the address is not a path.
 */
export function readPageview(page: unknown, referrer: unknown, siteHosts: ReadonlySet<string>): Pageview | null {
  if (typeof page !== "string" || page[0] !== "/" || page[1] === "/" || page.length > MAX_URL) return null;
  let url: URL;
  try {
    url = new URL(page, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  let path = url.pathname;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  const host = referrerHostOf(referrer);
  const q = url.searchParams;
  // The URL parser percent-encodes such characters in a path and refuses them in a host: plainText is a second guard.
  return {
    path: plainText(path),
    referrerHost: host !== null && !siteHosts.has(host) ? plainText(host) : null,
    utmSource: utmValue(q.get("utm_source")),
    utmMedium: utmValue(q.get("utm_medium")),
    utmCampaign: utmValue(q.get("utm_campaign")),
    gclid: q.has("gclid"),
    fbclid: q.has("fbclid"),
  };
}

/** Whether a request asks not to be tracked: Global Privacy Control or Do Not Track. */
export function optedOut(headers: { [name: string]: string | string[] | undefined }): boolean {
  return headers["sec-gpc"] === "1" || headers.dnt === "1";
}
