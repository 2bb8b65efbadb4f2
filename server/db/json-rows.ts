// Many rows as one parameter: `jsonb_to_recordset` turns a JSON array into typed rows, so an
// insert of any number of rows is one statement whose text never changes (server/db/batcher.ts).
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

export interface JsonRows<K extends string> {
  /** The columns' names, quoted, in order: for `insert into t (…) select … from`. */
  names: SQL;
  /** `jsonb_to_recordset($1::jsonb) as r(name type, …)` holding these rows (a value left out is null). */
  from(rows: readonly Partial<Record<K, unknown>>[]): SQL;
}

// Half a character (a lone surrogate) is refused inside jsonb, where a bound parameter has it
// replaced as it is encoded in UTF-8: replaced here the same way, at any depth (a jsonb column's
// own strings too), the text is stored as before.
const loneSurrogate = /\p{Surrogate}/gu;
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === "string" ? value.replace(loneSurrogate, "\ufffd") : value;
}

export function jsonRows<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, keys: readonly K[]): JsonRows<K> {
  const all = getTableColumns(table);
  const columns = keys.map((key) => all[key]!);
  const columnNames = columns.map((column) => column.name);
  const names = sql.raw(columnNames.map((name) => `"${name}"`).join(", "));
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.getSQLType()}`).join(", "));
  return {
    names,
    from(rows) {
      // A plain loop, with no entries arrays: this runs for every gift.
      const records = rows.map((row) => {
        const record: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) record[columnNames[i]!] = row[keys[i]!] ?? null;
        return record;
      });
      return sql`jsonb_to_recordset(${JSON.stringify(records, wellFormed)}::jsonb) as r(${recordType})`;
    },
  };
}
