// Real databases for server tests: PGlite always, and PostgreSQL too when
// TEST_DATABASE_URL is set (CI sets it). Each call returns a fresh, migrated,
// empty database; PGlite's is cloned from one migrated template per worker so
// tests don't pay initdb (about 3 s) each time.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../db/client";

export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create("memory://");
    const handle = await openDatabase({ pglite: client });
    void handle; // keep the client open: it is the template
    return client;
  })();
  return template;
}

export interface TestDatabase extends DatabaseHandle {
  /** A connection string other processes can use (Postgres only). */
  url?: string;
}

export async function createTestDatabase(kind: DatabaseKind = "pglite"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const clone = (await (await migratedTemplate()).clone()) as PGlite;
    return openDatabase({ pglite: clone, migrate: false });
  }
  const scratch = await createScratchPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...handle,
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty PostgreSQL database of its own, beside TEST_DATABASE_URL's, for a test that must not touch shared state. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
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
