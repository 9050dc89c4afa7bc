import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { rememberLanding } from "#app/lib/landing";

/** Where pages report a view (server/analytics/endpoint.ts). */
const BEACON = "/api/event";

/**
 * Counts each page view, cookie-free (decision 018): the page's address and, for the
 * first one, the referring page go to the server with sendBeacon once the page has
 * loaded, so it never competes with the page itself. Client-side navigations count too.
 * A page load also keeps where the tab's visit began, for the quote form (app/lib/landing.ts).
 */
export function PageviewBeacon() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current ? document.referrer : "";
    if (first.current) rememberLanding();
    first.current = false;
    const send = () => navigator.sendBeacon?.(BEACON, JSON.stringify({ p: pathname + search, r: referrer }));
    if (document.readyState === "complete") send();
    else {
      addEventListener("load", send, { once: true });
      return () => removeEventListener("load", send);
    }
  }, [pathname, search]);
  return null;
}

/** The same count without JavaScript: the pixel's request carries the page as its referrer. */
export function PageviewPixel() {
  return (
    <noscript>
      <img src={`${BEACON}.gif`} alt="" width={1} height={1} className="absolute h-px w-px" />
    </noscript>
  );
}
