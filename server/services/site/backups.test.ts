// Backups of the embedded database, restored as an owner would after a dead disk: every row comes
// back; an older backup is migrated at the next start; and each refusal leaves DATA_DIR as it was.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "../../db/client";
import { ScheduledJob } from "../../jobs/scheduled-job";
import { createTestDatabase } from "../../test-support/database";
import { BACKUP_HOUR_UTC, BACKUP_JOB, bookFirstBackup, createBackups, writeBackup } from "./backups";
import { MANIFEST_NAME, readTar } from "./backup-archive";
import { restoreBackup, RestoreRefused } from "./restore";

const scratch = mkdtempSync(join(tmpdir(), "pm-backups-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
const fresh = (name: string) => join(scratch, `${name}-${++counter}`);

// Columns whose check constraint a made-up value would fail.
const checked: Record<string, string> = {
  "newsletter_subscribers.source": "'footer'",
  "stock_movements.reason": "'received'",
  "stock_holds.state": "'held'",
  "product_images.original_type": "'jpeg'",
  "product_image_renditions.format": "'avif'",
  "page_images.original_type": "'jpeg'",
  "site_page_versions.how": "'now'",
};

/** A row in every table of the schema, whatever its columns: foreign keys are not enforced while filling. */
async function fillEveryTable(pglite: PGlite): Promise<string[]> {
  const tables = (
    await pglite.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    )
  ).rows.map((r) => r.table_name);
  await pglite.exec("set session_replication_role = replica");
  for (const table of tables) {
    const columns = (
      await pglite.query<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null; udt_name: string }>(
        "select column_name, data_type, is_nullable, column_default, udt_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and is_identity = 'NO'",
        [table],
      )
    ).rows.filter((c) => c.is_nullable === "NO" && c.column_default === null);
    const value = (c: (typeof columns)[number]) =>
      checked[`${table}.${c.column_name}`] ??
      ({ uuid: "gen_random_uuid()", int4: "1", int8: "1", int2: "1", numeric: "1", bool: "false", jsonb: "'{}'", json: "'{}'", timestamptz: "now()", date: "current_date", bytea: "'\\x00'" })[c.udt_name] ??
      (c.udt_name.startsWith("_") ? "'{}'" : `'${table.slice(0, 2)}-${c.column_name.slice(0, 3)}'`);
    await pglite.exec(
      columns.length
        ? `insert into "${table}" (${columns.map((c) => `"${c.column_name}"`).join(", ")}) values (${columns.map(value).join(", ")})`
        : `insert into "${table}" default values`,
    );
  }
  await pglite.exec("set session_replication_role = origin");
  return tables;
}

async function everyRow(pglite: PGlite, tables: string[]): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of tables) all[table] = (await pglite.query(`select * from "${table}" order by 1`)).rows;
  return all;
}

/** A copy of the migrations folder without its newest migration. */
function migrationsWithoutNewest(): { folder: string; newest: string } {
  const folder = fresh("migrations");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const newest = journal.entries.pop()!.tag;
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, newest };
}

const sameAsBefore = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : "missing");
const leftovers = () => readdirSync(scratch).filter((name) => name.includes(".restoring-"));

describe("backups of the embedded database", { timeout: 120_000 }, () => {
  let backupFile = "";
  let rowsBefore: Record<string, unknown[]> = {};
  let tables: string[] = [];

  it("backs up a database with a row in every table, and a wiped DATA_DIR restored from it has every row", async () => {
    const dataDir = fresh("data");
    const database = await openDatabase({ dataDir });
    tables = await fillEveryTable(database.pglite!);
    rowsBefore = await everyRow(database.pglite!, tables);
    // At least the one filled in (a fresh database also holds the seeded catalogue).
    expect(Object.values(rowsBefore).every((rows) => rows.length >= 1)).toBe(true);
    expect(tables.length).toBeGreaterThan(20);

    const backups = createBackups({ pglite: database.pglite!, dir: fresh("backups") });
    const taken = await backups.takeNow();
    expect(taken.name).toMatch(/\.tar\.gz$/);
    backupFile = backups.pathOf(taken.name);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });

    const result = await restoreBackup({ file: backupFile, dataDir, migrationsFolder });
    expect(result.migrationsToApply).toBe(0);
    const restored = await openDatabase({ dataDir });
    expect(await everyRow(restored.pglite!, tables)).toEqual(rowsBefore);
    await restored.close();
    expect(leftovers()).toEqual([]);
  });

  it("never puts earlier backups in a backup: two in a row in the default DATA_DIR/backups are the same size", async () => {
    const dataDir = fresh("data");
    const database = await openDatabase({ dataDir });
    const backups = createBackups({ pglite: database.pglite!, dir: join(dataDir, "backups") });
    const first = await backups.takeNow(new Date(Date.UTC(2026, 10, 1, 2)));
    const second = await backups.takeNow(new Date(Date.UTC(2026, 10, 2, 2)));
    await database.close();
    // Before, the second held the first whole (5.4 MB, then 10.6 MB, then 21.1 MB...).
    expect(second.bytes - first.bytes).toBeLessThan(first.bytes / 2);
    const paths = readTar(gunzipSync(readFileSync(backups.pathOf(second.name)))).map((entry) => entry.path);
    expect(paths).toContain("PG_VERSION");
    expect(paths.filter((path) => path.startsWith("backups") || path.includes(".snapshot-"))).toEqual([]);
    // Nothing of the work is left beside the backups: no snapshot folder, no partial file.
    expect(readdirSync(join(dataDir, "backups")).sort()).toEqual([first.name, second.name]);
    // Only the server's user can read them (issue 50): the folder 0700, each backup 0600.
    expect(statSync(join(dataDir, "backups")).mode & 0o777).toBe(0o700);
    expect([first, second].map((backup) => statSync(backups.pathOf(backup.name)).mode & 0o777)).toEqual([0o600, 0o600]);
  });

  it("refuses to back up into the database's own folder, saying so", async () => {
    const dataDir = fresh("data");
    const database = await openDatabase({ dataDir });
    await expect(createBackups({ pglite: database.pglite!, dir: dataDir }).takeNow()).rejects.toThrow("BACKUP_DIR is the database's own folder");
    await database.close();
  });

  it("refuses an altered backup and one without its manifest, and creates nothing", async () => {
    const tar = gunzipSync(readFileSync(backupFile));
    const table = readTar(tar).find((entry) => entry.path.startsWith("base/") && entry.data.length > 0)!;
    table.data[0] = table.data[0]! ^ 0xff; // the entry's bytes are a view into `tar`
    const altered = join(fresh("file"), "altered.tar.gz");
    mkdirSync(join(altered, ".."));
    writeFileSync(altered, gzipSync(tar));
    const dataDir = fresh("data");
    await expect(restoreBackup({ file: altered, dataDir, migrationsFolder })).rejects.toMatchObject({
      reason: "altered",
      message: expect.stringContaining(`altered or damaged: ${table.path}`),
    });
    expect(sameAsBefore(dataDir)).toBe("missing");

    // The same archive less its manifest (as an older release wrote them): nothing to check it by.
    const entries = readTar(gunzipSync(readFileSync(backupFile)));
    const manifestAt = tar.length - 1024 - 512 * (1 + Math.ceil(entries.at(-1)!.data.length / 512));
    expect(entries.at(-1)!.path).toBe(MANIFEST_NAME);
    const unchecked = join(fresh("file"), "unchecked.tar.gz");
    mkdirSync(join(unchecked, ".."));
    writeFileSync(unchecked, gzipSync(Buffer.concat([gunzipSync(readFileSync(backupFile)).subarray(0, manifestAt), Buffer.alloc(1024)])));
    await expect(restoreBackup({ file: unchecked, dataDir, migrationsFolder })).rejects.toMatchObject({
      reason: "unchecked",
      message: expect.stringContaining("no manifest"),
    });
    expect(sameAsBefore(dataDir)).toBe("missing");
    expect(leftovers()).toEqual([]);
  });

  it("restores a backup taken before the newest migration, and the server migrates it at start", async () => {
    const { folder, newest } = migrationsWithoutNewest();
    const olderDir = fresh("older");
    mkdirSync(olderDir);
    const older = await PGlite.create(olderDir);
    await migrate(drizzle(older), { migrationsFolder: folder });
    await older.exec("insert into settings (key, value) values ('kept', 'across the upgrade')");
    const file = join(fresh("file"), "older.tar.gz");
    await writeBackup(older, file, join(file, ".."));
    await older.close();

    const dataDir = fresh("data");
    const result = await restoreBackup({ file, dataDir, migrationsFolder });
    expect(result.migrationsToApply).toBe(1);
    const started = await openDatabase({ dataDir });
    const applied = await started.pglite!.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    expect(journal.entries.at(-1)!.tag).toBe(newest);
    const kept = await started.pglite!.query<{ value: string }>("select value from settings where key = 'kept'");
    expect(kept.rows[0]?.value).toBe("across the upgrade");
    await started.close();
  });

  it("refuses a DATA_DIR that is not empty, and leaves it as it was", async () => {
    const dataDir = fresh("data");
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "PG_VERSION"), "17\n");
    const refusal = restoreBackup({ file: backupFile, dataDir, migrationsFolder });
    await expect(refusal).rejects.toThrow(RestoreRefused);
    await expect(refusal).rejects.toMatchObject({ reason: "not-empty", message: expect.stringContaining("is not empty") });
    expect(sameAsBefore(dataDir)).toEqual(["PG_VERSION"]);
  });

  it("refuses a truncated backup and a corrupt one, naming which, and creates nothing", async () => {
    const whole = readFileSync(backupFile);
    const truncated = join(fresh("file"), "truncated.tar.gz");
    mkdirSync(join(truncated, ".."));
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const corrupt = join(fresh("file"), "corrupt.tar.gz");
    mkdirSync(join(corrupt, ".."));
    const damaged = Buffer.from(whole);
    const from = Math.floor(damaged.length / 3);
    for (let i = from; i < from + 64; i++) damaged[i] = damaged[i]! ^ 0xff;
    writeFileSync(corrupt, damaged);

    for (const file of [truncated, corrupt]) {
      const dataDir = fresh("data");
      await expect(restoreBackup({ file, dataDir, migrationsFolder })).rejects.toMatchObject({
        reason: "corrupt",
        message: expect.stringContaining("truncated or corrupt"),
      });
      expect(sameAsBefore(dataDir)).toBe("missing");
    }
    // An empty folder given as DATA_DIR stays, empty.
    const emptyDir = fresh("data");
    mkdirSync(emptyDir);
    await expect(restoreBackup({ file: truncated, dataDir: emptyDir, migrationsFolder })).rejects.toMatchObject({ reason: "corrupt" });
    expect(sameAsBefore(emptyDir)).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a backup from a newer schema than this code knows", async () => {
    const client = await PGlite.create("memory://");
    await migrate(drizzle(client), { migrationsFolder });
    await client.exec(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${Date.UTC(2099, 0, 1)})`);
    const file = join(fresh("file"), "newer.tar.gz");
    await writeBackup(client, file, join(file, ".."));
    await client.close();

    const dataDir = fresh("data");
    await expect(restoreBackup({ file, dataDir, migrationsFolder })).rejects.toMatchObject({
      reason: "newer-schema",
      message: expect.stringContaining("newer release"),
    });
    expect(sameAsBefore(dataDir)).toBe("missing");
    expect(leftovers()).toEqual([]);
  });

  it("npm run restore -- FILE restores into an empty DATA_DIR and exits 0; a second run into the same folder exits 1", async () => {
    const dataDir = fresh("data");
    const run = (file: string) =>
      promisify(execFile)("npx", ["tsx", "server/cli/restore.ts", file], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "development" },
      });
    const { stdout } = await run(backupFile);
    expect(stdout).toContain("Restored");
    expect(readdirSync(dataDir)).toContain("PG_VERSION");
    await expect(run(backupFile)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("is not empty") });
  });

  it("keeps the newest 14 backups", async () => {
    const client = await PGlite.create("memory://");
    const backups = createBackups({ pglite: client, dir: fresh("backups"), kept: 3 });
    const names = [];
    for (let i = 0; i < 5; i++) names.push((await backups.takeNow(new Date(Date.UTC(2026, 10, 1 + i, 2)))).name);
    const status = await backups.status();
    expect(status.kind === "embedded" && status.backups.map((b) => b.name)).toEqual(names.slice(2).reverse());
    expect(() => backups.pathOf("../data/PG_VERSION")).toThrow("No such backup");
    await client.close();
  });

  it("runs nightly at 02:00 as a scheduled job, not at a new install's first start, and records what it took", async () => {
    const database = await createTestDatabase("pglite");
    const backups = createBackups({ pglite: database.pglite, dir: fresh("backups") });
    const quiet = { info() {}, error() {} };
    const job = new ScheduledJob({ db: database.db, name: BACKUP_JOB, hourUtc: BACKUP_HOUR_UTC, log: quiet, run: async (now) => ({ file: (await backups.takeNow(now)).name }) });
    const start = new Date(Date.UTC(2026, 10, 27, 14));
    await bookFirstBackup(database.db, start);
    expect(await job.runIfDue(start)).toBe(false);
    const tonight = new Date(Date.UTC(2026, 10, 28, BACKUP_HOUR_UTC));
    expect(await job.runIfDue(tonight)).toBe(true);
    const status = await backups.status();
    expect(status.kind === "embedded" && status.backups.map((b) => b.takenAt)).toEqual([tonight.toISOString()]);
    await database.close();
  });
});
