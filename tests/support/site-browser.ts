import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningSite, startSite } from "./site";

/**
 * One built site and one Chromium for a whole test file: started before its tests,
 * stopped after. Read `.site` and `.browser` inside tests (they are set by then).
 */
export function useSiteAndBrowser(env: Record<string, string | undefined> = {}) {
  const running = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    running.site = await startSite(env);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}
