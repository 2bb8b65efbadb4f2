// What the embedded server's memory holds, part by part (issue 33): run with
// `npx tsx --expose-gc scripts/memory-at-start.ts` after `npm run build`. Builds the real app in
// this process on a throwaway PGlite database and prints the resident memory, V8's heap, memory
// outside it (Buffers, WebAssembly) and PGlite's WebAssembly heap after each step. Figures in
// MB; a busy machine changes the times, not these.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { makeEmbeddedDatabaseIfThisIsTheChild, makeEmbeddedDatabaseInChildProcess } from "../server/db/embedded-first-start";
import { testEnv } from "../server/test-support/app";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const rows: Record<string, Record<string, number>>[] = [];
let wasmHeap = () => 0;
function measure(step: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  rows.push({ [step]: { rss: mb(m.rss), "V8 heap used": mb(m.heapUsed), "outside V8 (Buffers, WASM)": mb(m.external), "PGlite WASM heap": mb(wasmHeap()) } });
}

// As the server does on a new DATA_DIR (decision 0028), the database is made, migrated and seeded
// by a child process (this script again), so this one only opens it.
await makeEmbeddedDatabaseIfThisIsTheChild();
measure("node, modules loaded");
const dataDir = mkdtempSync(join(tmpdir(), "pm-memory-"));
await makeEmbeddedDatabaseInChildProcess(dataDir);
const database = await openDatabase({ dataDir });
// PGlite keeps its Emscripten module private (no type names it); its heap is the WebAssembly
// memory it grew to, read only if it is there as expected.
wasmHeap = () => {
  const mod: unknown = database.pglite && Reflect.get(database.pglite, "mod");
  const heap: unknown = typeof mod === "object" && mod !== null ? Reflect.get(mod, "HEAP8") : undefined;
  return ArrayBuffer.isView(heap) ? heap.byteLength : 0;
};
measure("PGlite opened (made by a child process)");
const app = await buildApp({ env: testEnv({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", PUBLIC_URL: "http://127.0.0.1" }), database, logger: false });
await app.ready();
measure("app built: the build's files in memory, the server bundle loaded");
await app.livePages?.warm();
measure("every live page rendered and kept");
const donation = { type: "donation", amount: 25, currency: "gbp", frequency: "one-time", donorInfo: { firstName: "M", lastName: "Em", email: "m@example.org" } };
for (let i = 0; i < 3000; i++) {
  await app.inject({ method: "POST", url: "/api/create-payment", payload: donation });
  if (i % 10 === 0) await app.inject({ method: "GET", url: "/store" });
}
measure("after 3,000 create-payments");
for (let i = 0; i < 3000; i++) await app.inject({ method: "POST", url: "/api/create-payment", payload: donation });
measure("after 6,000 create-payments");
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.table(Object.assign({}, ...rows));
process.exit(0);
