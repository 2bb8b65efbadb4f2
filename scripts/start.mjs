// `npm start`: build the site if there is no build or the sources changed since, then serve it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return built < Math.max(...sources.map(newestMtime));
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let builtClient = false;
if (isStale("build/client/index.html", ["app", "core", "public", "package.json", "vite.config.ts", "react-router.config.ts"])) {
  console.log(existsSync("build/client/index.html") ? "Sources changed since the last build: building…" : "No build yet: building the site…");
  run("npx", ["react-router", "build"]);
  builtClient = true;
}
// The back office's own build lives inside build/client, which the site's build replaces.
if (isStale("build/client/admin/index.html", ["admin", "app", "core", "package.json", "vite.admin.config.ts"])) {
  run("npx", ["vite", "build", "--config", "vite.admin.config.ts", "--logLevel", "warn"]);
  builtClient = true;
}
// The assets' compressed copies, which the server reads instead of making at every start.
if (builtClient) run("npx", ["tsx", "scripts/precompress.ts"]);
if (isStale("build/server.mjs", ["server", "core", "package.json"])) run(process.execPath, ["scripts/build-server.mjs"]);

// The compiled server (scripts/build-server.mjs); signals are passed on so shutdown stays graceful.
const server = spawn(process.execPath, ["--enable-source-maps", "build/server.mjs"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
