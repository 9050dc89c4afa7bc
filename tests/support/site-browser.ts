import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { acquireBrowser, releaseBrowser } from "./browser";
import type { SharedSite } from "./shared-sites";
import { type RunningSite, startSite } from "./site";

type Env = Record<string, string | undefined>;

/**
 * A built site and one Chromium for a whole test file, ready before its tests and closed
 * after them. Read `.site` and `.browser` inside tests (they are set by then).
 *
 * Without an environment, the file gets its worker's shared server (tests/support/shared-sites.ts):
 * for files that only read the public pages. With one (or a function that returns it, called
 * in beforeAll, e.g. once an SMTP server of the file's own is listening), the file starts its own.
 */
export function useSiteAndBrowser(): { site: SharedSite; browser: Browser };
export function useSiteAndBrowser(env: Env | (() => Env | Promise<Env>)): { site: RunningSite; browser: Browser };
export function useSiteAndBrowser(env?: Env | (() => Env | Promise<Env>)) {
  const running = {} as { site: RunningSite | SharedSite; browser: Browser };
  let own: RunningSite | undefined;
  beforeAll(async () => {
    const start = async () => {
      if (env === undefined) return sharedSite();
      own = await startSite(typeof env === "function" ? await env() : env);
      return own;
    };
    [running.site, running.browser] = await Promise.all([start(), acquireBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(running.browser);
    await own?.stop();
  });
  return running;
}

/** The server the global setup started for this worker. */
export function sharedSite(): SharedSite {
  const sites = inject("sharedSites");
  const site = sites?.[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!site)
    throw new Error(
      `no shared site for worker ${process.env.VITEST_POOL_ID} (tests/support/shared-sites.ts runs as the e2e project's globalSetup)`,
    );
  return site;
}
