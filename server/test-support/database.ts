// Real databases for server tests: PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL is set (CI sets it). Each call returns a fresh, migrated,
// empty database, copied from one template migrated once per test run
// (server/test-support/template-paths.ts): replaying the migrations for every test file
// was a large share of `npm test`'s time (docs/performance.md, "Issue 33").
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../db/client";
import { TEMPLATE_DIR_ENV, POSTGRES_TEMPLATE_ENV } from "./template-paths";

export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let pgliteTemplate: Promise<Blob> | undefined;

/** A new PGlite database, migrated and seeded, as its data directory's tarball. */
async function migratedPgliteDataDir(): Promise<Blob> {
  const client = await PGlite.create("memory://");
  await openDatabase({ pglite: client });
  const blob = await client.dumpDataDir("none");
  await client.close();
  return blob;
}

/**
 * The migrated, seeded PGlite data directory as a tarball. Made by the first worker that needs
 * it and shared through a file with the run's other workers (vitest starts a process per test
 * file); without the run's directory (a script importing this outside vitest), made here.
 */
async function pgliteTemplateBlob(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const dir = process.env[TEMPLATE_DIR_ENV];
    if (!dir) return migratedPgliteDataDir();
    const file = join(dir, "pglite-template.tar");
    const lock = join(dir, "pglite-template.lock");
    const deadline = Date.now() + 5 * 60_000;
    while (!existsSync(file)) {
      let mine = false;
      try {
        const fd = openSync(lock, "wx");
        writeFileSync(fd, String(process.pid));
        closeSync(fd);
        mine = true;
      } catch {
        // Another worker is making it, unless that worker has gone (a file's process ends with
        // its tests, even mid-way): then its lock is stale, and the next turn takes it over.
        if (!processAlive(lockHolder(lock))) rmSync(lock, { force: true });
      }
      if (mine) {
        try {
          const blob = await migratedPgliteDataDir();
          // Written whole, then renamed: a reader never sees half a file.
          writeFileSync(`${file}.part`, Buffer.from(await blob.arrayBuffer()));
          renameSync(`${file}.part`, file);
          return blob;
        } catch (error) {
          rmSync(lock, { force: true });
          throw error;
        }
      }
      if (Date.now() > deadline) throw new Error(`No PGlite test template appeared in ${dir} within 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteTemplate;
}

/** The pid a lock file names: 0 while it is being written, or once it is gone. */
function lockHolder(lock: string): number {
  try {
    return Number(readFileSync(lock, "utf8")) || 0;
  } catch {
    return 0;
  }
}

function processAlive(pid: number): boolean {
  // A lock whose writer hasn't written its pid yet (0 or NaN) counts as alive.
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A new folder holding a migrated, seeded PGlite database, as a server's DATA_DIR: for a test that
 * starts a server process and is not about a fresh install's first start (making one from
 * nothing takes about 10 s of initdb and migrations; this, under one).
 */
export async function createMigratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "pm-migrated-"));
  const client = await PGlite.create(dataDir, { loadDataDir: await pgliteTemplateBlob() });
  await client.close();
  return dataDir;
}

/** A scratch PostgreSQL database (as createScratchPostgresDatabase), migrated when the run has a template. */
export async function createMigratedScratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratchPostgresDatabase(await postgresTemplate());
}

export interface TestDatabase extends DatabaseHandle {
  /** A connection string other processes can use (Postgres only). */
  url?: string;
}

export async function createTestDatabase(kind: DatabaseKind = "pglite", options: { onQuery?: (query: string) => void } = {}): Promise<TestDatabase> {
  if (kind === "pglite") {
    const client = await PGlite.create({ loadDataDir: await pgliteTemplateBlob() });
    return openDatabase({ pglite: client, migrate: false, onQuery: options.onQuery });
  }
  const template = await postgresTemplate();
  const scratch = await createScratchPostgresDatabase(template);
  const handle = await openDatabase({ databaseUrl: scratch.url, migrate: !template, onQuery: options.onQuery });
  return {
    ...handle,
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

let postgresTemplateName: Promise<string | undefined> | undefined;

/**
 * The run's migrated PostgreSQL template database (named by the run's global setup, which drops
 * it at the end), made by the first worker that needs it under an advisory lock. Undefined outside
 * a vitest run: each database is then migrated on its own.
 */
async function postgresTemplate(): Promise<string | undefined> {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  if (!name) return undefined;
  postgresTemplateName ??= (async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (!rowCount) {
        // Made under another name and renamed once migrated: a worker that dies half-way leaves
        // no half-migrated template behind under the name the others copy.
        const making = `${name}_making`;
        await admin.query(`drop database if exists "${making}" with (force)`);
        await admin.query(`create database "${making}"`);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${making}`;
        const handle = await openDatabase({ databaseUrl: url.toString() });
        await handle.close();
        await admin.query(`alter database "${making}" rename to "${name}"`);
      }
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
      await admin.end();
    }
  })();
  return postgresTemplateName;
}

/**
 * An empty PostgreSQL database of its own, beside TEST_DATABASE_URL's, for a test that must not
 * touch shared state; a copy of `template` when given one.
 */
export async function createScratchPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // A template's last connection may still be closing: PostgreSQL waits up to 5 s for it itself.
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
