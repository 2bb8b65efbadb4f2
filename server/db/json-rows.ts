// Many rows as one parameter: `jsonb_to_recordset` turns a JSON array into typed rows, so an
// insert of any number of rows is one statement whose text never changes (server/db/batcher.ts).
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

export interface JsonRows<K extends string> {
  /** The columns' names, quoted, in order: for `insert into t (…) select … from`. */
  names: SQL;
  /** `jsonb_to_recordset($1::jsonb) as r(name type, …)` holding these rows. */
  from(rows: readonly Record<K, unknown>[]): SQL;
}

export function jsonRows<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, keys: readonly K[]): JsonRows<K> {
  const all = getTableColumns(table);
  const columns = keys.map((key) => all[key]!);
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(", "));
  const record = sql.raw(columns.map((column) => `"${column.name}" ${column.getSQLType()}`).join(", "));
  return {
    names,
    from(rows) {
      const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key, i) => [columns[i]!.name, row[key] ?? null]))));
      return sql`jsonb_to_recordset(${json}::jsonb) as r(${record})`;
    },
  };
}
