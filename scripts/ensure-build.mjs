// `npm start` on a fresh clone: build once if there is no build yet.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";
import path from "node:path";

const dir = path.resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(dir, "server", "index.js")) || !existsSync(path.join(dir, "client", "index.html"))) {
  console.log("No build found: running `npm run build` first…");
  execSync("npm run build", { stdio: "inherit" });
}
