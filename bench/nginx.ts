import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Debian's nginx on loopback serving the same client build, with the same
 * precompressed files (gzip_static), as the baseline for our server's throughput.
 */
export async function startNginx(
  root: string,
  port: number,
  workers: number,
  /** Keep nginx on these CPUs (taskset list), as the benchmark does with our server. */
  cpus?: string,
): Promise<{ stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include /etc/nginx/mime.types;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const args = ["-c", conf, "-p", dir];
  const child: ChildProcess = cpus
    ? spawn("taskset", ["-c", cpus, "nginx", ...args], { stdio: "ignore" })
    : spawn("nginx", args, { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 700));
  if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${dir}/error.log`);
  return { stop: () => child.kill("SIGQUIT") };
}
