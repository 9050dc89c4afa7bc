/**
 * Runs after `react-router build`: makes each prerendered page load its JavaScript
 * after the first paint (server/static/hydrate-after-paint.ts, docs/decisions/008), then
 * precompresses every text asset of the client build with brotli (max quality) and
 * gzip, so the server never compresses at request time (docs/decisions/002).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferBootScript, HydrationMarkupChanged } from "#server/static/hydrate-after-paint";
import { BEST_BROTLI, brotliAt, gzipBest } from "#server/static-files";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|ico)$/;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

// Strict (decision 008): every page React Router's boot script cannot be rewritten on is
// listed, and the build fails before anything is compressed, rather than shipping preloads.
let pages = 0;
const plain: string[] = [];
const failed: string[] = [];
for await (const file of walk(clientDir)) {
  if (!file.endsWith(".html")) continue;
  const name = path.relative(process.cwd(), file);
  try {
    const { html, outcome } = deferBootScript(await readFile(file, "utf8"), name);
    if (outcome === "no-boot-script") plain.push(name);
    else {
      if (outcome === "deferred") await writeFile(file, html);
      pages++;
    }
  } catch (error) {
    failed.push(error instanceof HydrationMarkupChanged ? error.message : `${name}: ${String(error)}`);
  }
}
if (failed.length) {
  console.error(`React Router's boot script could not be deferred after the first paint (docs/decisions/008):`);
  for (const message of failed) console.error(`  ${message}`);
  process.exit(1);
}
console.log(`${pages} prerendered pages load their JavaScript after the first paint`);
if (plain.length)
  console.log(`${plain.length} HTML files without React Router's scripts left as they are: ${plain.join(", ")}`);

// zlib's async functions run on libuv's thread pool, so the files are compressed on every
// core at once (a single-threaded loop took ~11 s of the build).
async function precompress(file: string) {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([brotliAt(body, BEST_BROTLI), gzipBest(body)]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

const compressible: string[] = [];
for await (const file of walk(clientDir)) {
  if (COMPRESSIBLE.test(file) && (await stat(file)).size >= 256) compressible.push(file);
}
// A few files in flight at a time: enough to keep the pool's threads busy, not every file's body in memory.
const queue = [...compressible];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await precompress(file);
  }),
);
console.log(`Precompressed ${compressible.length} files in ${path.relative(process.cwd(), clientDir)}`);
