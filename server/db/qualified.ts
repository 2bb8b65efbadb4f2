// A column named with its table, for correlated subqueries. drizzle leaves columns unqualified
// when a query reads one table, so `where order_id = ${orders.id}` inside a subquery would mean
// the subquery's own `id` and quietly match nothing.
import { sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";

export function qualified(table: PgTable, column: PgColumn): SQL {
  return sql`${sql.identifier(getTableConfig(table).name)}.${sql.identifier(column.name)}`;
}
