import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withInstalledParsers } from "./pglite-parsers";

const samples = pgTable("samples", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  plain: timestamp("plain").notNull(),
  day: date("day").notNull(),
  wait: interval("wait").notNull(),
  amounts: numeric("amounts").array().notNull(),
  count: integer("count").notNull(),
});

const row = {
  at: new Date("2026-11-23T17:05:09.123Z"),
  plain: new Date("2026-01-02T03:04:05.000Z"),
  day: "2026-12-25",
  wait: "1 day 02:03:04",
  amounts: ["14.99", "27.99"],
  count: 3,
};

const clients: PGlite[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function database(adapted: boolean) {
  const client = await PGlite.create("memory://");
  clients.push(client);
  await client.exec(
    "create table samples (id serial primary key, at timestamptz not null, plain timestamp not null, day date not null, wait interval not null, amounts numeric[] not null, count integer not null)",
  );
  return { client, db: drizzle(adapted ? withInstalledParsers(client) : client) };
}

async function readEverything(db: Awaited<ReturnType<typeof database>>["db"]) {
  await db.insert(samples).values(row);
  const selected = await db.select().from(samples);
  const raw = await db.execute(sql`select at, plain, day, wait, amounts, count from samples`);
  const inTransaction = await db.transaction(async (tx) => {
    await tx.insert(samples).values({ ...row, count: 4 });
    return tx.select().from(samples).where(sql`${samples.count} = 4`);
  });
  return { selected, raw: raw.rows, inTransaction };
}

describe("PGlite with drizzle's parsers installed once", () => {
  it("reads back exactly what drizzle reads without the adapter: instants, dates, intervals and numeric arrays", async () => {
    const plain = await readEverything((await database(false)).db);
    const adapted = await readEverything((await database(true)).db);
    expect(adapted).toEqual(plain);
    expect(adapted.selected[0]).toMatchObject(row);
    expect(adapted.inTransaction[0]).toMatchObject({ ...row, count: 4 });
    // Text, as drizzle expects from its driver: it converts these itself.
    expect(typeof adapted.raw[0]!.at).toBe("string");
  });

  it("sends drizzle's queries without the per-query parser table, in and out of transactions", async () => {
    // Fails when a drizzle upgrade changes which types it keeps as text: update KEPT_AS_TEXT then.
    const { client, db } = await database(true);
    const sent: (QueryOptions | undefined)[] = [];
    const query = client.query.bind(client);
    vi.spyOn(client, "query").mockImplementation((text, params, options) => (sent.push(options), query(text, params, options)));
    const transaction = client.transaction.bind(client);
    vi.spyOn(client, "transaction").mockImplementation((callback) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = (text, params, options) => (sent.push(options), txQuery(text, params, options));
        return callback(tx);
      }),
    );
    await readEverything(db);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    for (const options of sent) expect(options?.parsers).toBeUndefined();
  });

  it("still applies a per-query parser the instance does not have", async () => {
    const { client } = await database(true);
    const adapted = withInstalledParsers(client);
    const result = await adapted.query<{ n: string }>("select 7::int4 as n", [], { parsers: { 23: (value: string) => `seven:${value}` } });
    expect(result.rows[0]!.n).toBe("seven:7");
  });
});
