/**
 * The Node server as JavaScript: the one file that `npm start`, production and the tests
 * run (`node build/node/server.mjs`). esbuild compiles server/index.ts and the project files
 * it imports into one ES module, as tsx would per file, with every package left to Node to
 * load from node_modules. Worker threads have entries of their own beside it (the Markdown
 * renderer's pool, server/markdown/renderer.ts).
 */
import { build } from "esbuild";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

export const SERVER_ENTRIES = {
  server: "server/index.ts",
  "markdown-worker": "server/markdown/worker.ts",
  /** `npm run backup` and `npm run restore` (server/backup/cli.ts). */
  data: "server/backup/cli.ts",
  "backup-worker": "server/backup/worker.ts",
} as const;

/** Where the built server goes: `<BUILD_DIR>/node/`, beside React Router's client and server builds. */
export const serverOutDir = (buildDir = process.env.BUILD_DIR ?? "build") => path.resolve(ROOT, buildDir, "node");

/** The file to run. */
export const serverEntry = (buildDir?: string) => path.join(serverOutDir(buildDir), "server.mjs");

export async function buildServer(buildDir?: string): Promise<string> {
  const outdir = serverOutDir(buildDir);
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
    ),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    // Production runs Node 24, development Node 20: code for the older of the two.
    target: "node20",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    // Stack traces in the server's log name the source files (with --enable-source-maps).
    sourcemap: true,
    logLevel: "error",
  });
  return outdir;
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the built server is missing or older than a source it is built from (server/, shared/). */
export function serverBuildIsStale(buildDir?: string): boolean {
  let built: number;
  try {
    built = statSync(serverEntry(buildDir)).mtimeMs;
  } catch {
    return true;
  }
  return ["server", "shared"].some((dir) => newestSource(path.join(ROOT, dir)) > built);
}
