import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BUDGET_CSS,
  BUDGET_HOME_JS,
  brotliSizeOf,
  CEILING_FRAMEWORK_JS,
  CEILING_HOME_APP_JS,
  CEILING_PAGE_JS,
  firstLoad,
  isFrameworkChunk,
} from "../../bench/bytes";
import { staticPagePaths } from "#shared/lib/static-paths";

/**
 * Byte budgets on the built output (deterministic, so they can be tests; speed itself
 * is measured by `npm run bench`, never here). The brief's home JS budget holds since
 * decision 023; the ceilings of bench/bytes.ts hold every figure near today's.
 */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

describe("byte budgets (brotli, as served)", () => {
  it("the framework chunk (React + React Router) does not grow", () => {
    const { js } = firstLoad(clientDir, "/");
    const framework = js.files.filter(isFrameworkChunk);
    expect(framework).toHaveLength(1);
    expect(brotliSizeOf(clientDir, framework)).toBeLessThanOrEqual(CEILING_FRAMEWORK_JS);
  });

  it("the home page's first-load JavaScript is within the brief's 100 KB", () => {
    const { js } = firstLoad(clientDir, "/");
    expect(js.brotli, js.files.join(", ")).toBeLessThanOrEqual(BUDGET_HOME_JS);
  });

  it("the site's own first-load code on the home page stays small", () => {
    const { js } = firstLoad(clientDir, "/");
    const own = js.files.filter((f) => !isFrameworkChunk(f));
    const bytes = brotliSizeOf(clientDir, own);
    expect(bytes, `home page code ${bytes} B: ${own.join(", ")}`).toBeLessThanOrEqual(CEILING_HOME_APP_JS);
  });

  it.each(staticPagePaths())("CSS of %s is within the 20 KB budget", (page) => {
    const { css } = firstLoad(clientDir, page);
    expect(css.files.length).toBeGreaterThan(0);
    expect(css.brotli).toBeLessThanOrEqual(BUDGET_CSS);
  });

  it.each(staticPagePaths())("first-load JavaScript of %s stays under its ceiling", (page) => {
    const { js } = firstLoad(clientDir, page);
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.brotli, `${page}: ${js.files.join(", ")}`).toBeLessThanOrEqual(CEILING_PAGE_JS);
  });
});
