import type { Config } from "@react-router/dev/config";
import { staticPagePaths } from "./shared/lib/static-paths";

/**
 * Server rendering is on for everything; pages that are the same for every
 * visitor are also prerendered at build (see docs/decisions/001-prerender-and-ssr.md).
 * BUILD_DIR lets parallel builds (tests, benchmarks) use their own folder.
 */
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: { paths: () => staticPagePaths(), concurrency: 4 },
} satisfies Config;
