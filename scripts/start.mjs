// `npm start`: build the site if there is no build or the sources changed since, then serve it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const marker = "build/client/index.html";

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const sources = ["app", "core", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building the site…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// tsx runs the TypeScript server as it is; signals are passed on so shutdown stays graceful.
const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
