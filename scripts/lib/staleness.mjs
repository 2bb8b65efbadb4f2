// Whether a built file is older than the sources it is made from, by modification time: `npm start`
// rebuilds what is stale, and the server tests compile the server when its sources changed.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What build/server.mjs is compiled from (scripts/build-server.mjs). */
export const SERVER_SOURCES = ["server", "core", "scripts/lib", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `output` is missing or any file under `sources` changed after it was written. */
export function isStale(output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return built < Math.max(...sources.map(newestMtime));
}
