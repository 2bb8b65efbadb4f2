// Compiles the TypeScript server to one JavaScript file, build/server.mjs, with
// its migrations beside it, so `npm start` runs plain Node. Running the sources
// through tsx costs about 80 MB of memory (its loader thread and esbuild) and
// start-up time in every process; see docs/performance.md.
//
// The bundle sits one level below the project root, as server/app.ts and
// server/db/client.ts do, so the paths they resolve from import.meta.url
// (../build/client, ./migrations) point at the same places from here.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

const options = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  // Dependencies load from node_modules as they are: PGlite finds its WASM there.
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
};
await build({ ...options, entryPoints: ["server/index.ts"], outfile: "build/server.mjs" });
// The child process that does photo work, products' and pages' (server/services/catalogue/photo-processor.ts
// finds it beside the server).
await build({ ...options, entryPoints: ["server/services/catalogue/photo-process-child.ts"], outfile: "build/photo-child.mjs" });
// The thread that draws the live pages (server/pages/page-renderer.ts finds it beside the server).
await build({ ...options, entryPoints: ["server/pages/render-thread.ts"], outfile: "build/render-thread.mjs" });

rmSync("build/migrations", { recursive: true, force: true });
cpSync("server/db/migrations", "build/migrations", { recursive: true });
console.log("Server compiled to build/server.mjs");
