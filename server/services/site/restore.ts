// Brings a backup (server/services/site/backups.ts) back as the embedded database's data folder.
// Everything is checked before the folder is touched: the target must be empty, the file a whole
// gzipped tar of a PostgreSQL data directory, the database in it must start, and its schema must
// be one this code knows (a backup from a newer release would be run by code that can't read it).
// The data is unpacked into a scratch folder beside the target and renamed into place only once it
// has passed, so a refusal or a crash leaves the target as it was. Older schemas are fine: the
// server migrates them at its next start, as after any upgrade.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";

export type RestoreRefusal = "not-empty" | "unreadable" | "corrupt" | "newer-schema";

export class RestoreRefused extends Error {
  constructor(
    readonly reason: RestoreRefusal,
    message: string,
  ) {
    super(message);
    this.name = "RestoreRefused";
  }
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  migrationsFolder: string;
}

export interface RestoreResult {
  /** Migrations the backup had applied, and how many the server will apply at its next start. */
  migrationsInBackup: number;
  migrationsToApply: number;
}

/** The entries of a tar archive, or why it is not a whole one. */
export function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return names; // the end-of-archive blocks
    const stored = parseInt(header.subarray(148, 156).toString("latin1").replace(/\0.*$/s, "").trim(), 8);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (stored !== sum) throw new Error(`a damaged header after ${names.length} files`);
    const name = header.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
    const prefix = header.subarray(345, 500).toString("utf8").replace(/\0.*$/s, "");
    const size = parseInt(header.subarray(124, 136).toString("latin1").replace(/\0.*$/s, "").trim() || "0", 8);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error("it ends before the archive does");
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

export async function restoreBackup({ file, dataDir, migrationsFolder }: RestoreOptions): Promise<RestoreResult> {
  const target = resolve(dataDir);
  if (!(await isEmptyOrMissing(target))) {
    throw new RestoreRefused(
      "not-empty",
      `${target} is not empty. Restore only into an empty folder: stop the server, move the old folder aside (keep it until the restored site works), and run this again.`,
    );
  }

  let compressed: Buffer;
  try {
    compressed = await readFile(file);
  } catch (error) {
    throw new RestoreRefused("unreadable", `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(compressed);
  } catch {
    throw new RestoreRefused("corrupt", `${file} is truncated or corrupt: it is not a whole gzip file. Take another copy of the backup.`);
  }
  let entries: string[];
  try {
    entries = tarEntries(tar);
  } catch (error) {
    throw new RestoreRefused("corrupt", `${file} is truncated or corrupt: its archive has ${(error as Error).message}.`);
  }
  if (!entries.some((name) => basename(name) === "PG_VERSION")) {
    throw new RestoreRefused("corrupt", `${file} is not a backup of this site's database: it holds no database folder.`);
  }

  const scratch = join(dirname(target), `.${basename(target)}.restoring-${randomBytes(4).toString("hex")}`);
  await mkdir(scratch, { recursive: true });
  try {
    let applied: { created_at: string }[];
    let pglite: PGlite | undefined;
    try {
      pglite = await PGlite.create(scratch, { loadDataDir: new Blob([new Uint8Array(compressed)]) });
      applied = (await pglite.query<{ created_at: string }>("select created_at::text from drizzle.__drizzle_migrations order by created_at")).rows;
    } catch (error) {
      throw new RestoreRefused("corrupt", `${file} is corrupt: the database in it does not start (${(error as Error).message}).`);
    } finally {
      await pglite?.close().catch(() => undefined);
    }
    const known = readMigrationFiles({ migrationsFolder });
    const newestKnown = Math.max(...known.map((m) => m.folderMillis));
    const newer = applied.filter((row) => Number(row.created_at) > newestKnown);
    if (newer.length > 0 || applied.length > known.length) {
      throw new RestoreRefused(
        "newer-schema",
        `${file} comes from a newer release: its database has ${applied.length} migrations, this code knows ${known.length}. Restore it with the release that took it, or upgrade first.`,
      );
    }
    // Only now is the target touched: an empty folder is replaced by the restored one.
    if (existsSync(target)) await rmdir(target);
    await rename(scratch, target);
    return { migrationsInBackup: applied.length, migrationsToApply: known.length - applied.length };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
