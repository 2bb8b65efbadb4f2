// What every report's statements share: the period's instants and month keys worked out by the
// database in UK time (Europe/London: a gift at 23:30 UTC on 31 May is June's in summer), and
// rows read the same from PGlite and PostgreSQL.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { splitAtMonths, type ReportPeriod } from "../../../core/report-periods";
import type { Database } from "../../db/client";

/** The instant a period starts: its first day's UK midnight. */
export const periodStart = (period: ReportPeriod) => sql`(${period.from}::date::timestamp at time zone 'Europe/London')`;
/** The instant a period ends (not included): the UK midnight after its last day. */
export const periodEnd = (period: ReportPeriod) => sql`((${period.to}::date + 1)::timestamp at time zone 'Europe/London')`;

/** An instant column within a period. */
export const within = (column: SQLWrapper, period: ReportPeriod) => sql`${column} >= ${periodStart(period)} and ${column} < ${periodEnd(period)}`;

/** The UK calendar month (YYYY-MM) of an instant column. */
export const ukMonth = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;

/**
 * A period as the running totals read it: its whole UK months (a condition on a totals table's
 * `month`, false when none) and its parts of months at either end, each read from the rows
 * themselves through an index range (decision 0035).
 */
export function periodParts(period: ReportPeriod) {
  const { months, parts } = splitAtMonths(period);
  return {
    wholeMonths: (column: SQLWrapper) => (months ? sql`${column} between ${months.first}::date and ${months.last}::date` : sql`false`),
    parts,
  };
}

/** The same query for each part of a month, one after another (`union all`); none is a query that finds nothing. */
export function eachPart(parts: ReportPeriod[], query: (part: ReportPeriod) => SQL, nothing: SQL): SQL {
  if (!parts.length) return nothing;
  return sql.join(
    parts.map((part) => sql`(${query(part)})`),
    sql` union all `,
  );
}

/** Pence summed by the database, exact (bigint), 0 when there is nothing. */
export const pence = (expression: SQLWrapper) => sql`coalesce(sum(${expression}), 0)::bigint`;

/** A statement's rows, every value that is a number read as one (bigint arrives as text from PostgreSQL). */
export async function rowsOf<T extends object>(db: Database, statement: SQL, numbers: (keyof T)[]): Promise<T[]> {
  const result = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => {
    const out: Record<string, unknown> = { ...row };
    for (const key of numbers) out[key as string] = row[key as string] === null ? null : Number(row[key as string]);
    return out as T;
  });
}

/** Rows keyed by their month, for filling every month of a period (a month with nothing is zeros). */
export function byMonth<T extends { month: string }>(rows: T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.month, row]));
}
