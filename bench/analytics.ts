/**
 * Pageview ingestion (server/analytics): the beacon endpoint under load, each request
 * from its own forwarded address (the site runs with TRUST_PROXY=loopback, as behind a
 * proxy) so the per-address rate limit does not turn the load away. Three figures:
 * the ceiling (wrk, closed loop), the p99 at a fixed 2,000 events/s offered (open loop),
 * and how many of the answered events were stored (none may be dropped).
 */
import Database from "better-sqlite3";
import path from "node:path";
import type { RunningSite } from "../tests/support/site";
import { cpuSeconds } from "./cpu";
import { pacedPosts } from "./paced";
import type { Recorder } from "./publish";
import { wrk } from "./wrk";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BODY = JSON.stringify({
  p: "/about_us?utm_source=bench&utm_medium=load&utm_campaign=ingestion",
  r: "https://www.google.com/",
});
export const INGEST_CEILING_BUDGET = 5000;
export const INGEST_PACED_RATE = 2000;

/** A different address per request: 10.x.y.z over 62,500 addresses. */
const addressOf = (n: number) => `10.${n % 250}.${Math.floor(n / 250) % 250}.${1 + (Math.floor(n / 62_500) % 250)}`;

/**
 * 20,000 requests formatted once per wrk thread, each from its own address (10.x.y.z):
 * formatting a request in Lua for every send costs wrk more than the server spends
 * answering it, and the ceiling would be wrk's.
 */
const WRK_SCRIPT = `
local requests = {}
local n = 0
init = function(args)
  for i = 1, 20000 do
    local headers = {}
    for k, v in pairs(wrk.headers) do headers[k] = v end
    headers["Content-Type"] = "text/plain;charset=UTF-8"
    headers["User-Agent"] = ${JSON.stringify(CHROME)}
    headers["X-Forwarded-For"] = "10." .. (i % 250) .. "." .. (math.floor(i / 250) % 250) .. "." .. math.random(1, 250)
    requests[i] = wrk.format("POST", nil, headers, ${JSON.stringify(BODY)})
  end
end
request = function()
  n = n % 20000 + 1
  return requests[n]
end
`;

/** CPU seconds the process has used (user + system), from /proc. */
function storedEvents(site: RunningSite): number {
  const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    return (db.prepare("select count(*) as n from analytics_events").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export async function measureIngestion(
  site: RunningSite,
  opts: { seconds: number; threads: number; cpus?: string },
  record: Recorder,
): Promise<Record<string, unknown>> {
  const url = `${site.url}/api/event`;
  const before = storedEvents(site);
  const paced = (seconds: number) =>
    pacedPosts(url, {
      ratePerSec: INGEST_PACED_RATE,
      seconds,
      body: BODY,
      okStatus: 204,
      headers: (n) => ({
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": CHROME,
        "X-Forwarded-For": addressOf(n + 1_000_000),
      }),
    });
  await paced(2); // warm-up
  const held = await paced(opts.seconds);
  // The server's CPU use during the ceiling run says whom the figure measures: near 100%
  // of its core, the server; well below, the load generator.
  const cpuBefore = cpuSeconds(site.process.pid!);
  const startedAt = Date.now();
  const ceiling = await wrk(url, { seconds: opts.seconds, threads: opts.threads, cpus: opts.cpus, script: WRK_SCRIPT });
  const serverCpu = (cpuSeconds(site.process.pid!) - cpuBefore) / ((Date.now() - startedAt) / 1000);
  const answered = held.requests + ceiling.requests + Math.round(INGEST_PACED_RATE * 2) - held.errors - ceiling.errors;
  // Batches are written every second: wait for the last one (and give up after 15 s).
  let stored = storedEvents(site) - before;
  for (
    const until = Date.now() + 15_000;
    stored < answered && Date.now() < until;
    stored = storedEvents(site) - before
  ) {
    await new Promise((r) => setTimeout(r, 500));
  }

  record(
    `Pageview ingestion at ${INGEST_PACED_RATE.toLocaleString("en")} events/s offered`,
    `${Math.round(held.answeredPerSec)} /s answered, p50 ${held.p50Ms.toFixed(1)} ms, p99 ${held.p99Ms.toFixed(1)} ms, ${held.errors} errors`,
    "p99 ≤ 50 ms, 0 errors",
    held.p99Ms <= 50 && held.errors === 0 && held.answeredPerSec >= INGEST_PACED_RATE * 0.98,
  );
  record(
    "Pageview ingestion ceiling (wrk, 50 connections)",
    `${Math.round(ceiling.requestsPerSec)} events/s, ${ceiling.errors} errors (server at ${Math.round(serverCpu * 100)}% of a core)`,
    `≥ ${INGEST_CEILING_BUDGET.toLocaleString("en")} events/s`,
    ceiling.requestsPerSec >= INGEST_CEILING_BUDGET && ceiling.errors === 0,
  );
  record(
    "  events stored / answered",
    `${stored.toLocaleString("en")} / ${answered.toLocaleString("en")}`,
    "all stored",
    stored >= answered,
  );
  return { held, ceiling, serverCpu, stored, answered };
}
