// Backups of the embedded database (PGlite): a gzipped tar of its data folder with a manifest
// (server/services/site/backup-archive.ts), taken while no transaction is open, so the copy holds
// exactly what had committed. The database waits only while its files are copied into a snapshot
// folder in BACKUP_DIR; the archive is then streamed from the snapshot to disk under a temporary
// name and renamed when complete, so a half-written file never looks like a backup, and no backup
// is ever whole in memory. BACKUP_DIR (by default inside DATA_DIR) is never archived: a backup
// never contains earlier backups. The newest 14 are kept. With PostgreSQL the database has its
// own (pg_dump, the host's point-in-time recovery) and this service says so rather than copying
// anything. See docs/decisions/0032-backups-never-contain-backups.md.
import { createReadStream } from "node:fs";
import { chmod, copyFile, constants, mkdir, mkdtemp, readdir, realpath, rename, rm, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../db/client";
import { scheduledJobs } from "../../db/schema/index";
import { NotFoundError } from "../../domain/errors";
import { nextRunAfter } from "../../jobs/scheduled-job";
import { readTar, writeArchive, type ArchiveSource } from "./backup-archive";

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

/** The database's folder on disk, or none for an in-memory one (memory://, as tests use). */
function folderOf(pglite: PGlite): string | undefined {
  return pglite.dataDir && !pglite.dataDir.includes("://") ? resolve(pglite.dataDir) : undefined;
}

/** Every folder and regular file under `root`, parents first, in name order; `skip` and symlinks left out. */
async function* walk(root: string, skip: (path: string) => boolean, under = ""): AsyncGenerator<{ path: string; kind: "dir" | "file" }> {
  const entries = (await readdir(join(root, under), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (skip(join(root, path))) continue;
    if (entry.isDirectory()) {
      yield { path, kind: "dir" };
      yield* walk(root, skip, path);
    } else if (entry.isFile()) {
      yield { path, kind: "file" };
    }
  }
}

async function* filesOf(root: string): AsyncGenerator<ArchiveSource> {
  for await (const entry of walk(root, () => false)) {
    const full = join(root, entry.path);
    if (entry.kind === "dir") yield { path: entry.path, kind: "dir" };
    else yield { path: entry.path, kind: "file", size: (await stat(full)).size, read: () => createReadStream(full) };
  }
}

/** Copies `paths` from `from` to `to`, a few at a time (each is mostly waiting on the disk). */
async function copyAll(paths: string[], from: string, to: string, { goneIsFine = false } = {}): Promise<void> {
  let next = 0;
  const copier = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      await copyFile(join(from, path), join(to, path), constants.COPYFILE_FICLONE).catch((error: NodeJS.ErrnoException) => {
        if (!(goneIsFine && error.code === "ENOENT")) throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, copier));
}

/** Files whose last change is this close to the first copy's start are copied again: clocks are coarse. */
const CLOCK_MARGIN_MS = 2000;

/**
 * Copies the database's folder to `snapshot` as it is at one moment when no transaction is between
 * statements, leaving out `excluded`, while holding the database for as short a time as it can.
 * First the whole folder is copied while the site runs. Then, holding PGlite's transaction lock
 * (every query and transaction takes it) inside a transaction of our own that writes nothing,
 * a CHECKPOINT writes what has committed into the data files (a restored copy has little WAL to
 * replay) and only what changed since the first copy began is copied again: files written since
 * (by modification time, with a margin), new ones, and ones of another size; files gone are removed.
 */
async function snapshotFolder(pglite: PGlite, folder: string, snapshot: string, excluded: string): Promise<void> {
  const inExcluded = (path: string) => path === excluded || path.startsWith(excluded + sep);
  const listing = async () => {
    const dirs: string[] = [];
    const files: string[] = [];
    for await (const entry of walk(folder, inExcluded)) (entry.kind === "dir" ? dirs : files).push(entry.path);
    return { dirs, files };
  };
  await pglite.exec("CHECKPOINT"); // most of the day's writes reach the files before the first copy
  const firstCopyFrom = Date.now() - CLOCK_MARGIN_MS;
  const first = await listing();
  for (const dir of first.dirs) await mkdir(join(snapshot, dir), { mode: 0o700 });
  // A file can vanish while the site runs (PostgreSQL removes old WAL, dropped tables): the second pass catches up.
  await copyAll(first.files, folder, snapshot, { goneIsFine: true });
  await pglite.transaction(async (tx) => {
    await tx.exec("CHECKPOINT");
    const now = await listing();
    for (const dir of now.dirs) await mkdir(join(snapshot, dir), { recursive: true, mode: 0o700 });
    const changed: string[] = [];
    await Promise.all(
      now.files.map(async (path) => {
        const [live, copied] = await Promise.all([stat(join(folder, path)), stat(join(snapshot, path)).catch(() => undefined)]);
        if (!copied || copied.size !== live.size || live.mtimeMs >= firstCopyFrom) changed.push(path);
      }),
    );
    await copyAll(changed, folder, snapshot);
    const present = new Set([...now.dirs, ...now.files]);
    const gone = [...first.dirs, ...first.files].filter((path) => !present.has(path));
    for (const path of gone) await rm(join(snapshot, path), { recursive: true, force: true });
  });
}

/** An in-memory database's files, from PGlite's own dump (small: a test's database). */
async function* dumpedFiles(pglite: PGlite): AsyncGenerator<ArchiveSource> {
  await pglite.exec("CHECKPOINT");
  const blob = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir("none"));
  for (const entry of readTar(Buffer.from(await blob.arrayBuffer()))) {
    const path = entry.path.replace(/^\/+/, "");
    if (!path) continue;
    if (entry.kind === "dir") yield { path, kind: "dir" };
    else yield { path, kind: "file", size: entry.data.length, read: async function* () { yield entry.data; } };
  }
}

/**
 * Writes a backup of `pglite` to `file` (which must not exist), leaving `backupDir` and anything
 * in it out. A snapshot folder is made inside `backupDir` and removed afterwards.
 */
export async function writeBackup(pglite: PGlite, file: string, backupDir: string, takenAt = new Date()): Promise<void> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const folder = folderOf(pglite);
  if (!folder) return writeArchive(file, dumpedFiles(pglite), takenAt);
  // Compared as the file system resolves them: a symlinked DATA_DIR or BACKUP_DIR is the same folder.
  const [realFolder, realBackups] = await Promise.all([realpath(folder), realpath(backupDir)]);
  if (realFolder === realBackups) throw new Error(`BACKUP_DIR is the database's own folder (${folder}): point it at a folder of its own`);
  const snapshot = await mkdtemp(join(realBackups, ".snapshot-"));
  try {
    await snapshotFolder(pglite, realFolder, snapshot, realBackups);
    await writeArchive(file, filesOf(snapshot), takenAt);
  } finally {
    await rm(snapshot, { recursive: true, force: true });
  }
}

export function createBackups(deps: BackupsDeps): Backups {
  const dir = resolve(deps.dir);
  const kept = deps.kept ?? BACKUPS_KEPT;
  let queue: Promise<unknown> = Promise.resolve();

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
      // One at a time (a nightly run and Back up now may meet): each cleans up what a crash left.
      const taking = queue.then(async () => {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await chmod(dir, 0o700);
        for (const name of await readdir(dir)) {
          if (name.startsWith(".snapshot-") || name.endsWith(".partial")) await rm(join(dir, name), { recursive: true, force: true });
        }
        const name = backupName(now);
        const partial = join(dir, `.${name}.partial`);
        try {
          await writeBackup(pglite, partial, dir, now);
          await rename(partial, join(dir, name));
        } finally {
          await rm(partial, { force: true });
        }
        for (const old of (await list()).slice(kept)) await rm(join(dir, old.name), { force: true });
        return { name, bytes: (await stat(join(dir, name))).size, takenAt: now.toISOString() };
      });
      queue = taking.catch(() => undefined);
      return taking;
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
