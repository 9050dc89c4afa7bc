import { type Config, ConfigError } from "../config";
import { brotliAt, etagOf, FAST_BROTLI, gzipBest, type StaticFile, type StaticFiles } from "../static-files";
import { hasRetentionToken, replaceRetention } from "./lead-retention";

/**
 * Prerendered pages are written at build time with the build's SITE_URL (default
 * http://localhost:3000) in their canonical links, Open Graph and Twitter tags,
 * JSON-LD and route data. At start the server rewrites that origin (and its bare
 * host, used by twitter:domain) to the runtime SITE_URL in every .html and .data file,
 * then recompresses them, so one build can be deployed under any address.
 * See docs/decisions/005-metadata-and-site-url.md. The same pass puts the runtime
 * LEAD_RETENTION_DAYS and ANALYTICS_RAW_DAYS into the privacy policy (./lead-retention.ts).
 */

const REWRITTEN = /\.(html|data)$/;
/** The origin a build gets without SITE_URL (DEFAULT_SITE_URL in server/seo/seo-records.server.ts). */
const DEFAULT_BUILD_ORIGIN = "http://localhost:3000";
const CANONICAL = /<link rel="canonical" href="(https?:\/\/[^"/]+)\/?[^"]*"/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The origin the pages were prerendered with, read from a canonical link (the home page's first). */
export function buildOrigin(files: StaticFiles): string | undefined {
  const pages = [...files.values()].filter((f) => f.relativePath.endsWith(".html"));
  pages.sort((a, b) => Number(b.relativePath === "index.html") - Number(a.relativePath === "index.html"));
  for (const page of pages) {
    const match = CANONICAL.exec(page.body.toString("utf8"));
    if (match) return match[1];
  }
  return undefined;
}

/** Replaces one origin (and its bare host) with another; boundaries keep longer hosts and ports intact. */
export function replaceOrigin(text: string, from: string, to: string): string {
  const fromHost = new URL(from).host;
  const toHost = new URL(to).host;
  const pattern = new RegExp(
    `${escapeRegExp(from)}(?![\\w.:-])|(?<![\\w./@-])${escapeRegExp(fromHost)}(?![\\w.:-])`,
    "g",
  );
  return text.replace(pattern, (m) => (m === fromHost ? toHost : to));
}

export async function replaceBody(file: StaticFile, body: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([brotliAt(body, FAST_BROTLI), gzipBest(body)]);
  file.body = body;
  file.br = br.length < body.length ? br : undefined;
  file.gzip = gz.length < body.length ? gz : undefined;
  file.compressedFrom = body;
  file.bestBrotliPending = file.br !== undefined;
  file.etag = etagOf(body);
}

/**
 * Rewrites the build origin to config.SITE_URL in prerendered pages and route data,
 * and puts the retention sentences for config.LEAD_RETENTION_DAYS,
 * config.ANALYTICS_RAW_DAYS and config.APPLICATION_RETENTION_DAYS in place of their
 * tokens. Resolves once every file is rewritten and compressed (fast brotli; the best
 * follows on each page's first request).
 */
export async function applySiteUrl(
  files: StaticFiles,
  config: Pick<Config, "SITE_URL" | "LEAD_RETENTION_DAYS" | "ANALYTICS_RAW_DAYS" | "APPLICATION_RETENTION_DAYS">,
): Promise<void> {
  const from = buildOrigin(files);
  const to = new URL(config.SITE_URL).origin;
  // Never serve the build's links silently under another SITE_URL: a build whose origin
  // cannot be found (or found nowhere to rewrite) stops the start instead.
  if (from === undefined && to !== DEFAULT_BUILD_ORIGIN) {
    const stale = [...files.values()].find(
      (f) => f.relativePath.endsWith(".html") && f.body.includes(DEFAULT_BUILD_ORIGIN),
    );
    if (stale) {
      throw new ConfigError(
        `SITE_URL: the prerendered pages link to ${DEFAULT_BUILD_ORIGIN} (e.g. ${stale.relativePath}) but have no canonical link ` +
          `to tell the build's origin by, so they cannot be moved to ${to}. Rebuild with SITE_URL=${to} (or fix the canonical link).`,
      );
    }
  }
  const moveOrigin = from !== undefined && from !== to;
  let moved = 0;
  await Promise.all(
    [...files.values()]
      .filter((file) => REWRITTEN.test(file.relativePath))
      .filter((file) => moveOrigin || hasRetentionToken(file.body))
      .map(async (file) => {
        const before = file.body.toString("utf8");
        const rewritten = moveOrigin ? replaceOrigin(before, from, to) : before;
        if (rewritten !== before) moved++;
        const after = replaceRetention(rewritten, config);
        if (after === before) return;
        await replaceBody(file, Buffer.from(after, "utf8"));
      }),
  );
  if (moveOrigin && moved === 0) {
    throw new ConfigError(
      `SITE_URL: no prerendered page could be moved from the build's origin ${from} to ${to}. Rebuild with SITE_URL=${to}.`,
    );
  }
}
