import { describe, expect, it } from "vitest";
import { cpuBlockingMs } from "../../bench/lighthouse";

// A main thread (pid 1, tid 7) with a task before the first paint and two after it; another
// thread's long task must not count. Times in µs, as in a Chrome trace.
const task = (ts: number, durMs: number, cpuMs: number, tid = 7) => ({
  name: "RunTask",
  ph: "X",
  pid: 1,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const paint = { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 7, ts: 100_000 };

describe("bench: blocking time counted on CPU time", () => {
  it("multiplies each task's CPU time by 4, counts what passes 50 ms, and says how long the thread waited", () => {
    const events = [
      task(10_000, 40, 20), // before the paint: 4 × 20 − 50 = 30
      paint,
      task(200_000, 30, 10), // 40: not long
      task(300_000, 60, 15), // 4 × 15 − 50 = 10
      task(300_000, 500, 500, 9), // another thread
    ];
    const figures = cpuBlockingMs(events);
    expect(figures.cpuTbtMs).toBeCloseTo(10);
    expect(figures.cpuTbtWholeMs).toBeCloseTo(40);
    expect(figures.waitRatio).toBeCloseTo((40 + 30 + 60) / (20 + 10 + 15));
  });

  it("gives no figure for a trace without a first paint", () => {
    expect(cpuBlockingMs([task(0, 100, 100)]).cpuTbtMs).toBeNaN();
  });
});
