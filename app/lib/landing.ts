/**
 * Where this tab's visit began, for the quote form only (decision 038). The first page of a
 * visit ("/path?query", with its utm_* values and click ids) and the page that referred the
 * visitor to it are kept in the tab's sessionStorage: it lives as long as the tab, is seen by
 * no other tab, and leaves the device only inside a quote request the visitor chooses to send.
 * A browser that asks not to be tracked (Global Privacy Control, Do Not Track) keeps nothing.
 */

const KEY = "landing";

export type Landing = { page: string; referrer: string };

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === "1";
}

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined; // storage blocked: nothing is kept, nothing is sent
  }
}

/** A page load from outside the site, or one that carries campaign tags, begins a visit. */
function arrives(url: URL, referrer: string): boolean {
  const tagged = ["utm_source", "utm_medium", "utm_campaign", "gclid", "fbclid"].some((k) => url.searchParams.has(k));
  let external = false;
  try {
    external = referrer !== "" && new URL(referrer).host !== url.host;
  } catch {
    external = false;
  }
  return tagged || external;
}

/** On a page load (not a client-side navigation): keeps it as the visit's landing unless one is kept and this is not a new arrival. */
export function rememberLanding(): void {
  const store = storage();
  if (!store || optedOut()) return;
  const url = new URL(location.href);
  const referrer = document.referrer;
  if (store.getItem(KEY) !== null && !arrives(url, referrer)) return;
  try {
    store.setItem(KEY, JSON.stringify({ page: url.pathname + url.search, referrer } satisfies Landing));
  } catch {
    // full or blocked: the form goes without it
  }
}

/** The tab's landing, for the form about to be sent; null when none is kept. */
export function tabLanding(): Landing | null {
  const store = storage();
  if (!store || optedOut()) return null;
  try {
    const value = JSON.parse(store.getItem(KEY) ?? "null") as Partial<Landing> | null;
    return typeof value?.page === "string" ? { page: value.page, referrer: String(value.referrer ?? "") } : null;
  } catch {
    return null;
  }
}
