// One database interface for both engines: PGlite (embedded, the default) and
// PostgreSQL (DATABASE_URL). The same schema and migrations serve both.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { withInstalledParsers } from "./pglite-parsers";
import * as schema from "./schema/index";
import { seedCatalogueOnce } from "./seed-catalogue";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The embedded database itself (PGlite only): what a backup copies. */
  pglite?: PGlite;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload sent on `channel` by any connection, and
   * `onGap` after a lost connection was re-established (what was sent meanwhile is lost).
   * Resolves once listening; the function it gives stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

// Any fixed number works; it only has to be the same in every process.
const MIGRATION_LOCK_ID = 4_242_001;

// PGlite's WASM heap grows to hold Postgres's shared buffers and never shrinks; the
// default 128 MB of buffers put the server past 500 MB under load. 32 MB holds years
// of this site's orders, and the operating system caches the rest of the data files.
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export interface OpenDatabaseOptions {
  /** Postgres connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory, or "memory://" for a throwaway database. */
  dataDir?: string;
  /** A PGlite instance to use as it is (tests pass a cloned, already-migrated one). */
  pglite?: PGlite;
  migrate?: boolean;
  /**
   * Told the text of every statement the server sends (not the BEGIN and COMMIT around a
   * transaction): tests pin how many a request costs (server/routes/request-work.test.ts).
   */
  onQuery?: (query: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db: Database = drizzlePg(pool, { schema, ...queryLogger(options) });
    if (shouldMigrate) {
      // Several servers may start at once against one database: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        await seedCatalogueOnce(drizzlePg(client, { schema }));
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    }
    const databaseUrl = options.databaseUrl;
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      listen: (channel, onMessage, onGap) => listenOnPostgres(databaseUrl, channel, onMessage, onGap),
    };
  }

  let client = options.pglite;
  if (!client) {
    const dataDir = options.dataDir ?? "memory://";
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  }
  const db: Database = drizzlePglite(withInstalledParsers(client), { schema, ...queryLogger(options) });
  if (shouldMigrate) {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await seedCatalogueOnce(db);
  }
  const owned = client;
  return {
    db,
    kind: "pglite",
    pglite: owned,
    close: () => owned.close(),
    // One process, one connection: nothing can be missed, so there is never a gap.
    listen: async (channel, onMessage) => {
      const unlisten = await owned.listen(channel, onMessage);
      return async () => {
        if (!owned.closed) await unlisten();
      };
    },
  };
}

function queryLogger({ onQuery }: OpenDatabaseOptions) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool). A lost connection is
 * opened again with back-off, then `onGap` tells the listener that it may have missed something.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let delay = 250;
  const connect = async (afterGap: boolean) => {
    const client = new pg.Client({ connectionString });
    client.on("error", () => {});
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    client.on("end", () => {
      if (!stopped && current === client) reconnect();
    });
    await client.connect();
    await client.query(`listen "${channel.replaceAll('"', "")}"`);
    current = client;
    delay = 250;
    if (afterGap) onGap();
  };
  const reconnect = () => {
    if (stopped) return;
    setTimeout(() => {
      connect(true).catch(() => {
        delay = Math.min(delay * 2, 5000);
        reconnect();
      });
    }, delay).unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    await current?.end().catch(() => {});
  };
}

/** A cheap round trip, for the health check. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
