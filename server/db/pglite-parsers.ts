// drizzle's PGlite driver sends its own result parsers with every query (dates,
// timestamps and intervals kept as text, which drizzle then converts itself).
// PGlite merges them into its 300-entry parser table on every query: measured
// here at about 170 µs a query, more than a simple query costs on its own, and
// the largest single cost of POST /api/create-payment on the embedded database.
// Installing the same parsers on the instance once and dropping the per-query
// copy gives identical rows for a fraction of the cost. Neither library offers a
// hook for this (decision 0013), so it leans on drizzle's internals, and
// pglite-parsers.test.ts pins them: a drizzle-orm upgrade fails it until re-checked.
import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

/** The drizzle-orm release whose PGlite driver this was checked against; the test fails on any other. */
export const CHECKED_WITH_DRIZZLE_ORM = "0.45.4";

/** The types drizzle-orm/pglite keeps as text: see PglitePreparedQuery in drizzle-orm/pglite/session.js. */
export const KEPT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const installed = new Set(KEPT_AS_TEXT.map(String));

/** Drops per-query parsers only when the instance already has every one of them. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((oid) => installed.has(oid))) return options;
  const { parsers: _alreadyInstalled, ...rest } = options;
  return rest;
}

const leanQuery =
  (target: PGlite | Transaction) =>
  <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    target.query<T>(text, params, lean(options));

/** The object as it is, but for the properties given. */
function overriding<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === "string" && Object.hasOwn(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(object, property, object);
      // PGlite's methods use private fields, so they must run on the instance, not the proxy.
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function wrapTransaction(tx: Transaction): Transaction {
  return overriding(tx, { query: leanQuery(tx) });
}

function wrap(client: PGlite): PGlite {
  return overriding(client, {
    query: leanQuery(client),
    transaction: <R>(callback: (tx: Transaction) => Promise<R>) => client.transaction((tx) => callback(wrapTransaction(tx))),
  });
}

/** The instance, with drizzle's text parsers installed once, for drizzle to use. */
export function withInstalledParsers(client: PGlite): PGlite {
  const asText = (value: string) => value;
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = asText;
  return wrap(client);
}
