import { execFileSync, spawnSync } from "node:child_process";

/** True if a program is on PATH. */
export function has(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

/**
 * The benchmark needs Debian's chromium (Lighthouse), nginx (the baseline server) and
 * wrk (the load generator). On a fresh machine, install the missing ones if we are root.
 */
export function ensureDebianTools(): void {
  const wanted: [string, string][] = [
    ["chromium", "chromium"],
    ["nginx", "nginx-light"],
    ["wrk", "wrk"],
  ];
  const missing = wanted.filter(([cmd]) => !has(cmd)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`The benchmark needs: ${missing.join(", ")}. Install them with apt-get (as root).`);
  }
  console.log(`Installing ${missing.join(", ")} from Debian…`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
