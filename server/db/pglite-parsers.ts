// drizzle's PGlite driver sends its own result parsers with every query (dates,
// timestamps and intervals kept as text, which drizzle then converts itself).
// PGlite merges them into its 300-entry parser table on every query: measured
// here at about 170 µs a query, more than a simple query costs on its own, and
// the largest single cost of POST /api/create-payment on the embedded database.
// Installing the same parsers on the instance once and dropping the per-query
// copy gives identical rows for a fraction of the cost.
import { types, type PGlite } from "@electric-sql/pglite";

/** The types drizzle-orm/pglite (0.45) keeps as text: see its PglitePreparedQuery. */
const KEPT_AS_TEXT = [
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

type QueryOptions = { parsers?: Record<string | number, unknown> } & Record<string, unknown>;
interface Queryable {
  query(query: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

const installed = new Set(KEPT_AS_TEXT.map(String));

/** Drops per-query parsers only when the instance already has every one of them. */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((oid) => installed.has(oid))) return options;
  const { parsers: _alreadyInstalled, ...rest } = options;
  return rest;
}

function wrap<T extends object>(target: T): T {
  const queryable = target as unknown as Queryable;
  const query = (text: string, params?: unknown[], options?: QueryOptions) => queryable.query(text, params, lean(options));
  const transaction = <R>(callback: (tx: object) => Promise<R>) =>
    (target as unknown as PGlite).transaction((tx) => callback(wrap(tx)));
  return new Proxy(target, {
    get(object, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(object, property, object);
      // PGlite's methods use private fields, so they must run on the instance, not the proxy.
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/** The instance, with drizzle's text parsers installed once, for drizzle to use. */
export function withInstalledParsers(client: PGlite): PGlite {
  const asText = (value: string) => value;
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = asText;
  return wrap(client);
}
