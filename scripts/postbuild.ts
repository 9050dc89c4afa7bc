/**
 * Runs after `react-router build`: makes each prerendered page load its JavaScript
 * after the first paint (server/static/hydrate-after-paint.ts, docs/decisions/008), then
 * precompresses every text asset of the client build with brotli (max quality) and
 * gzip, so the server never compresses at request time (docs/decisions/002).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { hydrateAfterPaint } from "../server/static/hydrate-after-paint";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|ico)$/;
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let pages = 0;
for await (const file of walk(clientDir)) {
  if (!file.endsWith(".html")) continue;
  try {
    await writeFile(file, hydrateAfterPaint(await readFile(file, "utf8")));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  pages++;
}
console.log(`${pages} prerendered pages load their JavaScript after the first paint`);

let count = 0;
for await (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 256) continue;
  const body = await readFile(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`Precompressed ${count} files in ${path.relative(process.cwd(), clientDir)}`);
