// Prepared statements with one placeholder per column, for the busiest inserts.
import { sql, type SQL } from "drizzle-orm";

/**
 * `{column: $column}` for each name. Wrapped in sql``, a placeholder skips drizzle's column
 * encoders (which refuse null); every value we bind is a string, number, boolean, Date,
 * JSON-ready object or null, which both drivers take as it is.
 */
export function placeholders<K extends string>(names: readonly K[]): Record<K, SQL> {
  const values = {} as Record<K, SQL>;
  for (const name of names) values[name] = sql`${sql.placeholder(name)}`;
  return values;
}
