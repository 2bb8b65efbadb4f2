// How long GET /api/health waits while the embedded database is backed up (issue 50): run with
// `npx tsx scripts/backup-wait.ts [--orders N --gifts N --plans N --subscribers N]` (default:
// `npm run seed:demo`'s sizes). Seeds a throwaway DATA_DIR, builds the real app on it, and asks
// /api/health every 10 ms while (1) the old way, PGlite's own gzipped dump of the whole folder,
// holds the database, and (2) two backups as the server now takes them. Prints, for each, how long
// the database was held, the slowest and median health answers, and the archive's size.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../server/app";
import { defaultSeedSizes, seedDemo, type SeedSizes } from "../server/cli/seed-demo";
import { openDatabase } from "../server/db/client";
import { createBackups } from "../server/services/site/backups";
import { testEnv } from "../server/test-support/app";

const { values } = parseArgs({
  options: { orders: { type: "string" }, gifts: { type: "string" }, plans: { type: "string" }, subscribers: { type: "string" } },
});
const sizes: SeedSizes = { ...defaultSeedSizes };
for (const key of Object.keys(sizes) as (keyof SeedSizes)[]) if (values[key] !== undefined) sizes[key] = Number(values[key]);

const dataDir = mkdtempSync(join(tmpdir(), "pm-backup-wait-"));
const backupDir = join(dataDir, "backups"); // the default: inside DATA_DIR
const database = await openDatabase({ dataDir });
const seeding = Date.now();
await seedDemo(database.db, sizes);
console.log(`seeded ${JSON.stringify(sizes)} in ${Math.round((Date.now() - seeding) / 1000)} s`);
const app = await buildApp({ env: testEnv({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }), database, clientDir: "/nonexistent", logger: false });
await app.ready();

/** Asks /api/health every 10 ms while `work` runs; the answers' times in ms. */
async function healthDuring(work: () => Promise<unknown>): Promise<{ ms: number; slowest: number; median: number; answers: number }> {
  const times: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const start = performance.now();
      const answer = await app.inject({ method: "GET", url: "/api/health" });
      if (answer.statusCode !== 200) throw new Error(`health answered ${answer.statusCode}`);
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  done = true;
  await probe;
  times.sort((a, b) => a - b);
  return { ms: Math.round(ms), slowest: Math.round(times.at(-1)!), median: Math.round(times[Math.floor(times.length / 2)]!), answers: times.length };
}

const pglite = database.pglite!;
const rows: Record<string, unknown>[] = [];
rows.push({ what: "idle, 2 s", ...(await healthDuring(() => new Promise((resolve) => setTimeout(resolve, 2000)))) });
let oldBytes = 0;
rows.push({
  what: "before: PGlite's gzipped dump under the lock",
  ...(await healthDuring(async () => {
    await pglite.exec("CHECKPOINT");
    oldBytes = (await pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip"))).size;
  })),
  MB: (oldBytes / 2 ** 20).toFixed(1),
});
const backups = createBackups({ pglite, dir: backupDir });
for (const n of [1, 2]) {
  let bytes = 0;
  rows.push({ what: `now: backup ${n}`, ...(await healthDuring(async () => (bytes = (await backups.takeNow()).bytes))), MB: (bytes / 2 ** 20).toFixed(1) });
}
console.table(rows);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
