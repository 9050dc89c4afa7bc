import type { Config } from "./config";
import type { StaticFiles } from "./static-files";

/** Security headers for every response. Filled in by the production-readiness work. */
export function securityHeaders(_config: Config, _opts: { nonce?: string }): Record<string, string> {
  return {};
}

/** Adds per-file headers (e.g. a hash-based CSP) to prerendered pages. */
export function prepareStaticSecurity(_files: StaticFiles, _config: Config): void {}
