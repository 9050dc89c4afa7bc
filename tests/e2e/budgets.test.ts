import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGET_CSS, BUDGET_HOME_JS, firstLoad } from "../../bench/bytes";
import { staticPagePaths } from "../../app/lib/static-paths";

/**
 * Byte budgets of ../shared/PRODUCT.md on the built output (deterministic, so they can
 * be tests; speed itself is measured by `npm run bench`, never here).
 */
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

describe("byte budgets (compressed as served)", () => {
  it("home page first-load JavaScript is within budget", () => {
    const { js } = firstLoad(clientDir, "/");
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.brotli, `home JS ${js.brotli} B: ${js.files.join(", ")}`).toBeLessThanOrEqual(BUDGET_HOME_JS);
  });

  it.each(staticPagePaths())("CSS of %s is within budget", (page) => {
    const { css } = firstLoad(clientDir, page);
    expect(css.files.length).toBeGreaterThan(0);
    expect(css.brotli).toBeLessThanOrEqual(BUDGET_CSS);
  });

  it.each(staticPagePaths())("first-load JavaScript of %s stays near the home budget", (page) => {
    // Inner pages share the framework with home; a page that drags in a heavy
    // library shows up here. 10 KB of headroom over the home budget for page code.
    const { js } = firstLoad(clientDir, page);
    expect(js.brotli).toBeLessThanOrEqual(BUDGET_HOME_JS + 10 * 1024);
  });
});
