import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECKED_WITH_DRIZZLE_ORM, KEPT_AS_TEXT, withInstalledParsers } from "./pglite-parsers";

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

/** drizzle over a plain PGlite, noting each member it reads of the client and of its transactions, and each query's options. */
async function watchedDrizzle() {
  const { client } = await database(false);
  const reads = new Set<string>();
  const sent: (QueryOptions | undefined)[] = [];
  const watch = <T extends object>(target: T, name: string): T =>
    new Proxy(target, {
      get(object, property) {
        reads.add(`${name}.${String(property)}`);
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== "function") return value;
        if (property === "query") return (text: string, params?: unknown[], options?: QueryOptions) => (sent.push(options), value.call(object, text, params, options));
        if (property === "transaction") return (callback: (tx: object) => unknown) => value.call(object, (tx: object) => callback(watch(tx, "transaction")));
        return value.bind(object);
      },
    });
  return { db: drizzle(watch(client, "client")), reads, sent };
}

const RECHECK = `re-check server/db/pglite-parsers.ts against drizzle-orm/pglite/session.js (decision 0013): drizzle must still send exactly KEPT_AS_TEXT as per-query parsers that return the text unchanged, through client.query, and run a transaction's queries through the tx that client.transaction hands it`;

describe("the drizzle-orm internals the parser adapter relies on", () => {
  it("drizzle-orm is the release the adapter was checked against", () => {
    const packageJson = join(dirname(createRequire(import.meta.url).resolve("drizzle-orm")), "package.json");
    const installed = (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
    expect(installed, `drizzle-orm is ${installed}, not ${CHECKED_WITH_DRIZZLE_ORM}: ${RECHECK}, then set CHECKED_WITH_DRIZZLE_ORM`).toBe(CHECKED_WITH_DRIZZLE_ORM);
  });

  it("drizzle reaches PGlite only through query and transaction, which the adapter intercepts", async () => {
    const { db, reads } = await watchedDrizzle();
    await readEverything(db);
    const used = [...reads].filter((read) => read !== "client.constructor").sort(); // drizzle looks at the constructor to tell a client from a config
    expect(used, RECHECK).toEqual(["client.query", "client.transaction", "transaction.query"]);
  });

  it("drizzle sends as parsers exactly the types the adapter installs, each keeping the text as it is", async () => {
    const { db, sent } = await watchedDrizzle();
    await readEverything(db);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    for (const options of sent) {
      const parsers = options?.parsers ?? {};
      expect(Object.keys(parsers).sort(), RECHECK).toEqual(KEPT_AS_TEXT.map(String).sort());
      for (const parse of Object.values(parsers)) expect(parse("2026-12-25 17:05:09.123+00", 0), RECHECK).toBe("2026-12-25 17:05:09.123+00");
    }
  });
});
