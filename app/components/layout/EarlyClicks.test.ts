import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { EARLY_CLICKS_SCRIPT } from "./EarlyClicks";

/**
 * The early-click script (decision 029) against a stub page: controls that know `closest`,
 * attributes and `click()`, one capturing click listener, and timers the test runs.
 */
function page() {
  const log: string[] = [];
  const timers: (() => void)[] = [];
  let listener: ((e: object) => void) | undefined;
  const window: { __replayClicks?: () => Promise<void> } = {};

  class Control {
    attributes = new Set(["data-replay-click"]);
    isConnected = true;
    constructor(readonly name: string) {}
    closest(selector: string) {
      expect(selector).toBe("[data-replay-click]:not([data-hydrated])");
      return this.attributes.has("data-replay-click") && !this.attributes.has("data-hydrated") ? this : null;
    }
    hasAttribute(name: string) {
      return this.attributes.has(name);
    }
    hydrate() {
      this.attributes.add("data-hydrated");
    }
    /** A click as the browser dispatches it: the capturing listener first, then the page's own handling. */
    click() {
      let stopped = false;
      listener!({
        target: this,
        preventDefault: () => log.push(`default prevented ${this.name}`),
        stopImmediatePropagation: () => (stopped = true),
      });
      log.push(stopped ? `held ${this.name}` : `clicked ${this.name}`);
    }
  }

  const context = createContext({
    window,
    addEventListener: (type: string, run: (e: object) => void, capture: boolean) => {
      expect([type, capture]).toEqual(["click", true]);
      listener = run;
    },
    setTimeout: (run: () => void) => timers.push(run),
  });
  runInContext(EARLY_CLICKS_SCRIPT, context);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    log,
    window,
    control: (name: string) => new Control(name),
    /** A click on something that is no control (text, a link, the page). */
    clickElsewhere: () => {
      let stopped = false;
      listener!({
        target: { closest: () => null },
        preventDefault: () => {},
        stopImmediatePropagation: () => (stopped = true),
      });
      listener!({ target: {}, preventDefault: () => {}, stopImmediatePropagation: () => (stopped = true) });
      return stopped;
    },
    /** Lets the replay run on: each pending timer, then its microtasks. */
    async runTimers() {
      await settle();
      while (timers.length) {
        timers.shift()!();
        await settle();
      }
    },
    rerun: () => runInContext(EARLY_CLICKS_SCRIPT, context),
  };
}

describe("the early-click script", () => {
  it("holds a click on a control that has not hydrated, and lets every other click through", () => {
    const p = page();
    const next = p.control("next");
    next.click();
    expect(p.log).toEqual(["default prevented next", "held next"]);
    next.hydrate();
    next.click();
    expect(p.log.at(-1)).toBe("clicked next");
    expect(p.clickElsewhere()).toBe(false);
  });

  it("replays the held clicks of hydrated controls in the order pressed, one task apart; others wait", async () => {
    const p = page();
    const [next, previous, pause] = ["next", "previous", "pause"].map(p.control);
    next!.click();
    pause!.click();
    next!.click();
    previous!.click();
    p.log.length = 0;

    next!.hydrate();
    previous!.hydrate();
    void p.window.__replayClicks!();
    await Promise.resolve();
    expect(p.log).toEqual(["clicked next"]);
    await p.runTimers();
    expect(p.log).toEqual(["clicked next", "clicked next", "clicked previous"]);

    // Called again (the pause button's island hydrated later): only what is left.
    pause!.hydrate();
    void p.window.__replayClicks!();
    await p.runTimers();
    expect(p.log).toEqual(["clicked next", "clicked next", "clicked previous", "clicked pause"]);
    void p.window.__replayClicks!();
    await p.runTimers();
    expect(p.log).toHaveLength(4);
  });

  it("drops a held click whose control left the page, and replays once when called twice at once", async () => {
    const p = page();
    const [gone, next] = ["gone", "next"].map(p.control);
    gone!.click();
    next!.click();
    p.log.length = 0;
    gone!.hydrate();
    gone!.isConnected = false;
    next!.hydrate();
    void p.window.__replayClicks!();
    void p.window.__replayClicks!();
    await p.runTimers();
    expect(p.log).toEqual(["clicked next"]);
  });

  it("installs itself once per document", () => {
    const p = page();
    const replay = p.window.__replayClicks;
    p.rerun();
    expect(p.window.__replayClicks).toBe(replay);
  });
});
