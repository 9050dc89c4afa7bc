import { describe, expect, it } from "vitest";
import { alternatingRounds, type LoadResult, parseWrk, roundPercents } from "../../bench/wrk";

const result = (requestsPerSec: number): LoadResult => ({
  requestsPerSec,
  p50Ms: 1,
  p99Ms: 2,
  requests: 10,
  errors: 0,
});

describe("alternatingRounds", () => {
  it("runs the reference and the subject in turn and returns the median round by their ratio", async () => {
    const calls: string[] = [];
    const subject = [900, 500, 800];
    const reference = [1000, 1000, 1000];
    const { rounds, median } = await alternatingRounds(
      async () => (calls.push("subject"), result(subject.shift()!)),
      async () => (calls.push("reference"), result(reference.shift()!)),
    );
    expect(calls).toEqual(["reference", "subject", "reference", "subject", "reference", "subject"]);
    expect(rounds.map((r) => r.ratio)).toEqual([0.9, 0.5, 0.8]);
    expect(median.ratio).toBe(0.8);
    expect(median.subject.requestsPerSec).toBe(800);
    expect(roundPercents(rounds)).toBe("90/50/80%");
  });
});

describe("parseWrk", () => {
  it("reads requests per second, latency percentiles and every kind of error", () => {
    const out = `Running 10s test @ http://127.0.0.1:3000/
  1 threads and 50 connections
  Latency Distribution
     50%  1.21ms
     99%  850.00us
  301234 requests in 10.00s, 1.20GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  30123.40
`;
    expect(parseWrk(out)).toEqual({ requestsPerSec: 30123.4, p50Ms: 1.21, p99Ms: 0.85, requests: 301234, errors: 7 });
  });
});
