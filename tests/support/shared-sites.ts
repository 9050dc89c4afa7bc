import type { TestProject } from "vitest/node";
import { OWNER_ENV } from "./admin";
import { buildServer, serverBuildIsStale } from "../../scripts/server-build";
import { startSite } from "./site";

/**
 * Global setup of the e2e project: one built server per worker, started once for the whole
 * run, for the files that only read the public pages (`useSiteAndBrowser()` without an
 * environment). A file runs on the server of its worker (VITEST_POOL_ID), so two files never
 * use one server at the same time. Files that change data, read the server's log or need
 * other settings start their own.
 */

/** Back office on (the a11y audit covers /admin/login); no quote rate limit across files. */
export const SHARED_SITE_ENV = { ...OWNER_ENV, QUOTE_RATE_LIMIT: "0" };

/** `origin`: the SITE_URL the server announced (its pages' canonical origin). */
export type SharedSite = { url: string; dataDir: string; origin: string };

declare module "vitest" {
  export interface ProvidedContext {
    sharedSites: SharedSite[];
  }
}

export default async function setup(project: TestProject) {
  // Every server of the run is the built one (build/node/server.mjs), as `npm start` runs it.
  // `npm test` has just built it; a run of a few files after editing server/ or shared/
  // gets it rebuilt here (a second or so) rather than testing yesterday's server.
  if (serverBuildIsStale()) {
    console.log("The built server is older than its sources: building it again (scripts/server-build.ts).");
    await buildServer();
  }
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startSite(SHARED_SITE_ENV)));
  const sites = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(sites.map((site) => site.stop()));
    throw failed.reason;
  }
  project.provide(
    "sharedSites",
    sites.map((site) => ({
      url: site.url,
      dataDir: site.dataDir,
      origin: /SITE_URL (\S+?)\)/.exec(site.output())![1]!,
    })),
  );
  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
  };
}
