// Migrations applied to a database that already holds data, as a live site's would be.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "pm-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string; idx: number }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration tagged ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("migrations on a database with data", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A new database migrated up to, not including, the migration tagged `tag`. */
  async function databaseBefore(tag: string) {
    const client = await PGlite.create("memory://");
    const db = drizzle(client);
    const before = migrationsBefore(tag);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    return { client, db };
  }

  it("gives orders and gifts stored before references existed PM- and GF- references in the order they were placed", async () => {
    const { client, db } = await databaseBefore("0006_order_references_and_fulfilment");
    const insert = (type: string, at: string) =>
      db.execute(sql`insert into orders (type, provider, test, total, first_name, last_name, email, created_at)
        values (${type}, 'sandbox', true, 1000, 'A', 'B', 'a@example.test', ${at}::timestamptz)`);
    await insert("merchandise", "2026-01-02T10:00:00Z");
    await insert("donation", "2026-01-01T10:00:00Z");
    await insert("merchandise", "2026-01-01T09:00:00Z");

    await migrate(db, { migrationsFolder });
    const rows = await db.execute<{ type: string; reference: string }>(sql`select type, reference from orders order by created_at`);
    expect(rows.rows.map((r) => r.reference)).toEqual(["PM-10001", "GF-10001", "PM-10002"]);
    await insert("merchandise", "2026-02-01T00:00:00Z");
    const next = await db.execute<{ reference: string }>(sql`select reference from orders order by created_at desc limit 1`);
    expect(next.rows[0]?.reference).toBe("PM-10003");
    await client.close();
  });

  it("copies each recorded payment's order type and test flag onto it, for the giving lists' index", async () => {
    const { client, db } = await databaseBefore("0011_payment_kind");
    await db.execute(sql`insert into orders (type, provider, test, total, first_name, last_name, email) values ('donation', 'stripe', false, 1000, 'A', 'B', 'a@example.test')`);
    await db.execute(sql`insert into payments (order_id, provider, provider_reference, amount) select id, 'stripe', 'cs_live_1', 1000 from orders`);

    await migrate(db, { migrationsFolder });
    const rows = await db.execute<{ order_type: string; test: boolean }>(sql`select order_type, test from payments`);
    expect(rows.rows).toEqual([{ order_type: "donation", test: false }]);
    await client.close();
  });

  it("keeps the checkout session each order had when sessions move to their own table", async () => {
    const { client, db } = await databaseBefore("0023_checkout_sessions");
    const insert = (session: string | null) =>
      db.execute(sql`insert into orders (type, provider, test, total, first_name, last_name, email, provider_session_id)
        values ('donation', 'stripe', false, 1000, 'A', 'B', 'a@example.test', ${session}) returning id`);
    const paid = (await insert("cs_live_paid")).rows[0] as { id: string };
    const pending = (await insert("cs_live_pending")).rows[0] as { id: string };
    await insert(null);

    await migrate(db, { migrationsFolder });
    const rows = await db.execute<{ session_id: string; order_id: string }>(sql`select session_id, order_id from checkout_sessions order by session_id`);
    expect(rows.rows).toEqual([
      { session_id: "cs_live_paid", order_id: paid.id },
      { session_id: "cs_live_pending", order_id: pending.id },
    ]);
    const columns = await db.execute(sql`select 1 from information_schema.columns where table_name = 'orders' and column_name = 'provider_session_id'`);
    expect(columns.rows).toHaveLength(0);
    await client.close();
  });
});
