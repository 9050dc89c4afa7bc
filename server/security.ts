import { createHash } from "node:crypto";
import { type HandleErrorFunction, isRouteErrorResponse, type ServerBuild } from "react-router";
import type { Config } from "./config";
import { type Logger, logPath } from "./logger";
import { clientKey, createRateLimiter } from "./rate-limit";
import type { StaticFiles } from "./static-files";

/**
 * Security headers for every response, and the Content-Security-Policy that goes with
 * each kind of response (see docs/decisions/006-csp-with-prerendering.md):
 * - server-rendered HTML: `script-src 'self' 'nonce-…'` with a fresh nonce per request;
 * - prerendered HTML: `script-src 'self' 'sha256-…'` with the hashes of its inline scripts,
 *   computed once at start;
 * - everything else (assets, images, JSON): `script-src 'self'`, which also keeps scripts
 *   inside an SVG opened on its own from running.
 */

/** Every directive after default-src and script-src. No 'unsafe-inline' anywhere: the site needs none. */
function otherDirectives(config: Config): string {
  const directives = [
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (config.SITE_URL.startsWith("https:")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers that are the same for every response of this configuration. */
function baseHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Powerful features the site never uses, switched off for it and anything it embeds.
    // Only names Chromium knows: it logs an unknown one as a console error.
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), " +
      "display-capture=(), idle-detection=(), magnetometer=(), gyroscope=(), accelerometer=(), " +
      "browsing-topics=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  if (config.HSTS_MAX_AGE > 0) {
    headers["Strict-Transport-Security"] = `max-age=${config.HSTS_MAX_AGE}; includeSubDomains`;
  }
  return headers;
}

const baseCache = new WeakMap<Config, { base: Record<string, string>; directives: string }>();

function cached(config: Config) {
  let entry = baseCache.get(config);
  if (!entry) {
    entry = { base: baseHeaders(config), directives: otherDirectives(config) };
    baseCache.set(config, entry);
  }
  return entry;
}

/**
 * The full header set for one response. With a nonce, the CSP allows inline scripts
 * carrying it; with hashes, inline scripts with exactly that text.
 */
export function securityHeaders(
  config: Config,
  opts: { nonce?: string; scriptHashes?: readonly string[] } = {},
): Record<string, string> {
  const { base, directives } = cached(config);
  let scriptSrc = "script-src 'self'";
  if (opts.nonce) scriptSrc += ` 'nonce-${opts.nonce}'`;
  if (opts.scriptHashes?.length) scriptSrc += ` ${opts.scriptHashes.join(" ")}`;
  return { ...base, "Content-Security-Policy": `default-src 'self'; ${scriptSrc}; ${directives}` };
}

/** `type` values that make a <script> executable (the HTML standard's JavaScript MIME types). */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

// Raw-text scanning is enough here: the HTML comes from our own React render, which
// escapes "<" inside inline script data, so "</script" only ever ends an element.
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTR_RE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(raw: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of raw.matchAll(ATTR_RE)) {
    attrs.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/**
 * The CSP sources ('sha256-…') of the inline scripts a browser would execute in
 * `html`. Scripts with `src` and data blocks (e.g. JSON-LD) are skipped: CSP does
 * not apply to them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = attributes(m[1]!);
    if (attrs.has("src")) continue;
    const type = (attrs.get("type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the browser hashes the text.
    const text = m[2]!.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Gives every prerendered HTML file a CSP listing the hashes of its inline scripts.
 * Runs once at start, after the bodies got their final text (SITE_URL applied);
 * `prepareResponses` in static-files.ts then makes sure the precompressed variants
 * carry that same text.
 */
export function prepareStaticSecurity(files: StaticFiles, config: Config): void {
  for (const file of files.values()) {
    if (!file.type.startsWith("text/html")) continue;
    const scriptHashes = inlineScriptHashes(file.body.toString("utf8"));
    file.headers["Content-Security-Policy"] = securityHeaders(config, { scriptHashes })["Content-Security-Policy"]!;
  }
}

/** A client address's refused cross-origin posts are logged at most once in this time. */
const CROSS_ORIGIN_LOG_WINDOW_MS = 60_000;

/** The longest Origin value logged: the header is the visitor's to fill. */
const MAX_LOGGED_ORIGIN = 200;

/**
 * React Router refuses a form post (an action) whose Origin is not the site's own with a
 * 400, and reports it through the server entry's handleError, by default as an error line
 * with a stack: any visitor could fill the log with those at error level. The returned build
 * reports such a refusal as one warning (method, path, origin, client address), at most once
 * per address per minute (a bounded memory of addresses); any other error goes where it went
 * before. The answer stays React Router's 400.
 */
export function withQuietCrossOriginRefusals(build: ServerBuild, logger: Logger): ServerBuild {
  const logged = createRateLimiter({ limit: 1, windowMs: CROSS_ORIGIN_LOG_WINDOW_MS });
  const previous = build.entry.module.handleError;
  const handleError: HandleErrorFunction = (error, args) => {
    const { request, context } = args;
    if (isCrossOriginRefusal(error, request)) {
      const clientIp = (context as { clientIp?: unknown } | undefined)?.clientIp;
      const ip = typeof clientIp === "string" ? clientIp : "unknown";
      if (!logged.hit(clientKey(ip)).allowed) return;
      const origin = request.headers.get("origin")!.slice(0, MAX_LOGGED_ORIGIN);
      const path = logPath(new URL(request.url).pathname);
      logger.warn(
        { method: request.method, path, origin, ip },
        "cross-origin form post refused (logged once per address per minute)",
      );
      return;
    }
    if (previous) return previous(error, args);
    // React Router's own report when the entry has no handleError.
    if (request.signal.aborted) return;
    const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
    console.error(inner ?? error);
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/**
 * React Router's refusal of an action for its Origin (react-router lib/actions.ts): a page post
 * reports "… Aborting the action.", a data request (.data) "Bad Request". Both only when the
 * request carries an Origin ("null" included) that is not the request URL's own.
 */
function isCrossOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || !/Aborting the action\.$|^Bad Request$/.test(error.message)) return false;
  const origin = request.headers.get("origin");
  if (origin === null || request.method === "GET" || request.method === "HEAD") return false;
  try {
    return origin === "null" || new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true; // not a URL at all: refused too
  }
}
