import { readFileSync } from "node:fs";

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until a server is idle (under 5% of a core over a second), at most `maxSeconds`, and
 * returns the seconds waited. A load leaves work behind it: after the quote load the outbox
 * sends thousands of e-mails for ~15 s at most of a core, and a figure taken meanwhile (on the
 * same CPU) measures that too.
 */
export async function untilIdle(pid: number, maxSeconds = 120): Promise<{ seconds: number; idle: boolean }> {
  const startedAt = Date.now();
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const seconds = (Date.now() - startedAt) / 1000;
    if (cpuSeconds(pid) - before < 0.05) return { seconds, idle: true };
    if (seconds >= maxSeconds) return { seconds, idle: false };
  }
}
