// `npm start` (and `npm run backup`/`restore`) on a fresh clone: build once if there is no build yet (the client, React
// Router's server build and the Node server, build/node/server.mjs, which npm start runs).
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";
import path from "node:path";

const dir = path.resolve(process.env.BUILD_DIR ?? "build");
const parts = [
  path.join("server", "index.js"),
  path.join("client", "index.html"),
  path.join("node", "server.mjs"),
  path.join("node", "data.mjs"),
];
if (!parts.every((part) => existsSync(path.join(dir, part)))) {
  console.log("No build found: running `npm run build` first…");
  execSync("npm run build", { stdio: "inherit" });
}
