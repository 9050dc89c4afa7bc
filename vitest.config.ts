import { defineConfig } from "vitest/config";
import { LongestFirst } from "./tests/support/sequencer.ts";

// Vitest runs without the reactRouter() plugin (see STACK-NOTES). Two projects:
// fast unit tests, and end-to-end tests against the built site in real Chromium.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // One worker per core. Every e2e file has its own port, data folder and PostgreSQL schema,
    // and the files that only read pages share one server per worker (tests/support/shared-sites.ts).
    maxWorkers: 2,
    // Longest files first, by a recorded run's timings, also on a fresh clone (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/unit/**/*.test.{ts,tsx}",
          ],
          environment: "node",
          // The files share a worker's modules instead of importing everything afresh each
          // (no test mocks modules or stubs globals): 29 → 15 s, 48 → 22 s of CPU. A test that
          // needs fresh module state must make it itself (e.g. a factory), not rely on a reload.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/shared-sites.ts"],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a page shows after a press (a save's answer, a hydrated control) comes in well under a
          // second here, but on CI beside another worker's Chromium a second was once not enough (decision 036).
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
