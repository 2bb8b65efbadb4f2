// Brings a backup (server/services/site/backups.ts) back as the embedded database's data folder.
// Everything is checked before the folder is touched: the target must be empty, the file a whole
// gzipped tar whose every entry is what its manifest lists (backup-archive.ts), holding a
// PostgreSQL data directory, the database in it must start, and its schema must be one this code
// knows (a backup from a newer release would be run by code that can't read it).
// The data is unpacked into a scratch folder beside the target and renamed into place only once it
// has passed, so a refusal or a crash leaves the target as it was. Older schemas are fine: the
// server migrates them at its next start, as after any upgrade.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { checkAgainstManifest, readTar, type ArchiveEntry } from "./backup-archive";

export type RestoreRefusal = "not-empty" | "unreadable" | "corrupt" | "altered" | "unchecked" | "newer-schema";

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
  let archived: ArchiveEntry[];
  try {
    archived = readTar(tar);
  } catch (error) {
    throw new RestoreRefused("corrupt", `${file} is truncated or corrupt: its archive has ${(error as Error).message}.`);
  }
  const checked = checkAgainstManifest(archived);
  if ("problem" in checked) {
    throw checked.problem.kind === "unchecked"
      ? new RestoreRefused(
          "unchecked",
          `${file} has no manifest to check it against: it was taken by a release before manifests, or altered. Restore it with the release that took it.`,
        )
      : new RestoreRefused(
          "altered",
          `${file} has been altered or damaged: ${checked.problem.path} is not what the backup's manifest lists. Take another copy of the backup.`,
        );
  }
  const { entries } = checked;
  if (!entries.some((entry) => entry.path === "PG_VERSION")) {
    throw new RestoreRefused("corrupt", `${file} is not a backup of this site's database: it holds no database folder.`);
  }

  const scratch = join(dirname(target), `.${basename(target)}.restoring-${randomBytes(4).toString("hex")}`);
  await mkdir(scratch, { recursive: true, mode: 0o700 });
  try {
    // Paths were checked against the manifest and have no "..": each lands inside the scratch folder.
    for (const entry of entries) {
      const path = join(scratch, ...entry.path.split("/"));
      if (entry.kind === "dir") await mkdir(path, { recursive: true, mode: 0o700 });
      else await writeFile(path, entry.data, { mode: 0o600 });
    }
    let applied: { created_at: string }[];
    let pglite: PGlite | undefined;
    try {
      pglite = await PGlite.create(scratch);
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
