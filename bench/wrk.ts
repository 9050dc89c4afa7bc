import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type LoadResult = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx responses plus socket errors (connect, read, write, timeout). */
  errors: number;
};

function ms(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

/** Parses wrk's --latency report. */
export function parseWrk(out: string): LoadResult {
  const latency = (pct: string) => {
    const m = out.match(new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
    return m ? ms(m[1]!, m[2]!) : NaN;
  };
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN);
  const requests = Number(out.match(/(\d+) requests in/)?.[1] ?? NaN);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const sock = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { requestsPerSec: rps, p50Ms: latency("50"), p99Ms: latency("99"), requests, errors: non2xx + socketErrors };
}

/**
 * Runs wrk against a URL: `connections` concurrent connections for `seconds`.
 * A JSON body makes it a POST (for the quote endpoint).
 */
export async function wrk(
  url: string,
  opts: {
    connections?: number;
    seconds?: number;
    threads?: number;
    headers?: Record<string, string>;
    jsonBody?: string;
    /** A Lua script of wrk's own (e.g. a `request` function that varies each request). */
    script?: string;
    /** Run wrk on these CPUs only (taskset list, e.g. "1"), away from the server under test. */
    cpus?: string;
  },
): Promise<LoadResult> {
  const args = [
    `-t${opts.threads ?? 2}`,
    `-c${opts.connections ?? 50}`,
    `-d${opts.seconds ?? 10}s`,
    "--latency",
    "--timeout",
    "5s",
  ];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push("-H", `${k}: ${v}`);
  if (opts.jsonBody !== undefined) {
    const script = path.join(tmpdir(), `wrk-post-${process.pid}.lua`);
    writeFileSync(
      script,
      `wrk.method = "POST"\nwrk.body = ${JSON.stringify(opts.jsonBody)}\nwrk.headers["Content-Type"] = "application/json"\n`,
    );
    args.push("-s", script);
  } else if (opts.script !== undefined) {
    const script = path.join(tmpdir(), `wrk-script-${process.pid}.lua`);
    writeFileSync(script, opts.script);
    args.push("-s", script);
  }
  args.push(url);
  const { stdout } = opts.cpus
    ? await run("taskset", ["-c", opts.cpus, "wrk", ...args], { maxBuffer: 1 << 20 })
    : await run("wrk", args, { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}

export type Round = { subject: LoadResult; reference: LoadResult; ratio: number };

/**
 * Loads a subject and a reference in alternating rounds, so that a noisy neighbour on a
 * shared machine hurts both alike, and returns every round and the median one by the
 * subject's requests per second as a share of the reference's.
 */
export async function alternatingRounds(
  subject: () => Promise<LoadResult>,
  reference: () => Promise<LoadResult>,
  count = 3,
): Promise<{ rounds: Round[]; median: Round }> {
  const rounds: Round[] = [];
  for (let i = 0; i < count; i++) {
    const r = await reference();
    const s = await subject();
    rounds.push({ subject: s, reference: r, ratio: s.requestsPerSec / r.requestsPerSec });
  }
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(count / 2)]!;
  return { rounds, median };
}

/** "70/62/64%": each round's ratio, in the order they ran. */
export const roundPercents = (rounds: Round[]) => `${rounds.map((r) => (r.ratio * 100).toFixed(0)).join("/")}%`;
