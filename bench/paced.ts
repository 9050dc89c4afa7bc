import http from "node:http";

export type PacedResult = {
  /** The rate asked for and the rate of answers actually received. */
  targetPerSec: number;
  answeredPerSec: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

/**
 * Open-loop load: sends `ratePerSec` POSTs per second on a schedule, whatever the
 * server's answers do, and times each from its scheduled start. So a server that
 * stalls is charged for every request that waited behind the stall (wrk's closed
 * loop would send fewer and hide it). This is what "holds 1,000 requests/s with a
 * p99 of 50 ms" means: that load offered, that latency seen.
 */
export async function pacedPosts(
  url: string,
  opts: {
    ratePerSec: number;
    seconds: number;
    body: string;
    maxSockets?: number;
    /** Extra headers of the nth request (e.g. a different forwarded address each). */
    headers?: (n: number) => Record<string, string>;
    /** The status a successful answer has (200 by default). */
    okStatus?: number;
  },
): Promise<PacedResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 64 });
  const body = Buffer.from(opts.body);
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(opts.ratePerSec * opts.seconds);
  const start = performance.now();
  const intervalMs = 1000 / opts.ratePerSec;

  const send = (scheduledAt: number, n: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": body.length, ...opts.headers?.(n) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode !== (opts.okStatus ?? 200)) errors++;
            latencies.push(performance.now() - scheduledAt);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });

  const inFlight: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      // Send everything whose time has come; timers are coarse, the schedule is not.
      const due = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
      while (sent < due) {
        inFlight.push(send(start + sent * intervalMs, sent));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSec = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN;
  return {
    targetPerSec: opts.ratePerSec,
    answeredPerSec: latencies.length / elapsedSec,
    requests: latencies.length,
    errors,
    p50Ms: pct(50),
    p99Ms: pct(99),
    maxMs: latencies.at(-1) ?? NaN,
  };
}
