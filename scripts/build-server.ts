// The last step of `npm run build`: the server as JavaScript (scripts/server-build.ts).
import path from "node:path";
import { buildServer, SERVER_ENTRIES } from "./server-build";

const outdir = await buildServer();
console.log(`Server built: ${path.relative(process.cwd(), outdir)}/{${Object.keys(SERVER_ENTRIES).join(",")}}.mjs`);
