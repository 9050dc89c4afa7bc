/**
 * Where this tab's visit began, for the quote form only (decision 038): the first page of a
 * visit ("/path?query", with its utm_* values and click ids) and the page that referred the
 * visitor to it, kept in the tab's sessionStorage. It lives as long as the tab, no other tab
 * sees it, and it leaves the device only inside a quote request the visitor chooses to send.
 * A browser that asks not to be tracked (Global Privacy Control, Do Not Track) keeps nothing.
 * (Small on purpose: every page loads it.)
 */

const KEY = "landing";

const optedOut = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === "1";

/**
 * On a page load (not a client-side navigation): keeps it as the visit's landing, unless one is
 * kept and this load neither comes from another site nor carries campaign tags.
 */
export function rememberLanding(): void {
  try {
    const referrer = document.referrer;
    const arrives =
      /[?&](utm_|gclid=|fbclid=)/.test(location.search) ||
      (referrer !== "" && new URL(referrer).host !== location.host);
    if (!optedOut() && (arrives || !sessionStorage.getItem(KEY)))
      sessionStorage.setItem(KEY, JSON.stringify([location.pathname + location.search, referrer]));
  } catch {
    // Storage blocked or full: nothing is kept, and the form goes without it.
  }
}

/** The tab's landing page and referrer, for the form about to be sent; empty when none is kept. */
export function tabLanding(): [page: string, referrer: string] {
  try {
    const kept: unknown = optedOut() ? null : JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (Array.isArray(kept)) return [String(kept[0]), String(kept[1])];
  } catch {
    // As above.
  }
  return ["", ""];
}
