import { mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The server the e2e tests start, as one ES module: server/index.ts and the project files it
 * imports, compiled by esbuild as tsx compiles them (tsconfig, per-file TypeScript transform),
 * with every package left to Node to load from node_modules as usual. `npm start` runs the
 * same source through tsx's loader, whose hooks answer each module lookup from a second
 * thread: about 1.5 s of CPU more per start, and the e2e suite starts the server some fifty
 * times. The global setup (tests/support/shared-sites.ts) makes the bundle once per run and
 * sets SITE_TEST_SERVER for tests/support/site.ts; without it, startSite runs tsx.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

/** esbuild as tsx uses it (the same copy and version). */
type Esbuild = typeof import("esbuild");
const esbuild: Esbuild = createRequire(createRequire(import.meta.url).resolve("tsx"))("esbuild");

export async function bundleServer(): Promise<{ entry: string; remove: () => void }> {
  // Inside the project, so that Node finds the packages from it; its own name per run, as
  // another run (another worktree user, a second terminal) may be bundling at the same time.
  const dir = path.join(ROOT, "node_modules", ".cache", "site-test-server");
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, `server-${process.pid}-${Date.now().toString(36)}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(ROOT, "server/index.ts")],
    outfile: entry,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    tsconfig: path.join(ROOT, "tsconfig.json"),
    // Stack traces in the server's log name the source files (site.ts runs it with --enable-source-maps).
    sourcemap: true,
    logLevel: "error",
  });
  return {
    entry,
    remove: () => {
      rmSync(entry, { force: true });
      rmSync(`${entry}.map`, { force: true });
    },
  };
}
