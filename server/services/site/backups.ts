// Backups of the embedded database (PGlite): a gzipped tar of its whole data directory, taken while
// no transaction is open, so the copy holds exactly what had committed. Written beside the others
// in BACKUP_DIR under a temporary name and renamed when complete, so a half-written file never
// looks like a backup; the newest 14 are kept. With PostgreSQL the database has its own (pg_dump,
// the host's point-in-time recovery) and this service says so rather than copying anything.
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../db/client";
import { scheduledJobs } from "../../db/schema/index";
import { NotFoundError } from "../../domain/errors";
import { nextRunAfter } from "../../jobs/scheduled-job";

export const BACKUP_JOB = "backup";
export const BACKUPS_KEPT = 14;

/** purpose-movement-backup-20261127-021500123.tar.gz: sorts by time, and nothing else matches. */
const BACKUP_NAME = /^purpose-movement-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})\.tar\.gz$/;

/** When a backup was taken, from its name (a copied file's modification time is the copy's). */
function takenAt(name: string): string {
  const [, y, mo, d, h, mi, s, ms] = BACKUP_NAME.exec(name)!;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`;
}

/** The nightly backup's hour (UTC): before the retention run at 03:00 removes anything. */
export const BACKUP_HOUR_UTC = 2;

/**
 * Books a new install's first nightly backup for tonight rather than at once: a scheduled job
 * seen for the first time is due immediately, and a backup holds the database for its length,
 * which a server starting up (and its health check) should not wait behind.
 */
export async function bookFirstBackup(db: Database, now = new Date()): Promise<void> {
  await db.insert(scheduledJobs).values({ name: BACKUP_JOB, nextRunAt: nextRunAfter(now, BACKUP_HOUR_UTC) }).onConflictDoNothing();
}

export interface BackupFile {
  name: string;
  bytes: number;
  takenAt: string;
}

export type BackupsStatus =
  | { kind: "embedded"; dir: string; kept: number; backups: BackupFile[] }
  | { kind: "postgres" };

export interface Backups {
  /** Backs the database up now and prunes to the newest 14. */
  takeNow(now?: Date): Promise<BackupFile>;
  status(): Promise<BackupsStatus>;
  /** A backup's path by name; anything else (another file, ../) is not found. */
  pathOf(name: string): string;
}

export interface BackupsDeps {
  /** The embedded database; absent with PostgreSQL. */
  pglite?: PGlite;
  dir: string;
  kept?: number;
}

function backupName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-27T02:15:00.123Z
  return `purpose-movement-backup-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 23).replace(/[:.]/g, "")}.tar.gz`;
}

/** The database's data directory as a gzipped tar, with no transaction open while it is read. */
export async function dumpDatabase(pglite: PGlite): Promise<Buffer> {
  // The checkpoint writes what has committed into the data files, so a restored copy has little
  // WAL to replay. Then the copy is read holding PGlite's transaction lock (every query and
  // transaction takes it; dumpDataDir alone doesn't), so no transaction is between statements.
  await pglite.exec("CHECKPOINT");
  const blob = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir("gzip"));
  return Buffer.from(await blob.arrayBuffer());
}

export function createBackups(deps: BackupsDeps): Backups {
  const dir = resolve(deps.dir);
  const kept = deps.kept ?? BACKUPS_KEPT;

  async function list(): Promise<BackupFile[]> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const files = await Promise.all(
      names
        .filter((name) => BACKUP_NAME.test(name))
        .map(async (name) => {
          const info = await stat(join(dir, name));
          return { name, bytes: info.size, takenAt: takenAt(name) };
        }),
    );
    return files.sort((a, b) => b.name.localeCompare(a.name));
  }

  return {
    async takeNow(now = new Date()) {
      const { pglite } = deps;
      if (!pglite) throw new NotFoundError("With PostgreSQL, backups are the database's own: use pg_dump or your host's point-in-time recovery");
      await mkdir(dir, { recursive: true });
      const bytes = await dumpDatabase(pglite);
      const name = backupName(now);
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, bytes, { flush: true });
      await rename(partial, join(dir, name));
      for (const old of (await list()).slice(kept)) await rm(join(dir, old.name), { force: true });
      return { name, bytes: bytes.length, takenAt: now.toISOString() };
    },

    async status() {
      if (!deps.pglite) return { kind: "postgres" };
      return { kind: "embedded", dir, kept, backups: await list() };
    },

    pathOf(name) {
      if (!BACKUP_NAME.test(name)) throw new NotFoundError("No such backup");
      return join(dir, name);
    },
  };
}
