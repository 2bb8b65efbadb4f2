// `npm start`: build the site if there is no build or the sources changed since, then serve it.
import "./lib/supported-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { SERVER_NODE_ARGS } from "./lib/server-command.mjs";
import { isStale, SERVER_SOURCES } from "./lib/staleness.mjs";

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
if (isStale("build/server.mjs", SERVER_SOURCES)) run(process.execPath, ["scripts/build-server.mjs"]);

// The compiled server (scripts/build-server.mjs); signals are passed on so shutdown stays graceful.
const server = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
