// Money received, read from the running totals the database keeps per UTC day, kind and live or
// test (`payment_day_totals`, kept by triggers in the same transaction as every payment, refund,
// claim, cancellation and order change: docs/decisions/0015-giving-running-totals.md). A total
// over three years reads about a thousand small rows instead of every payment.
import { and, eq, gte, lt, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import { giftAidClaimItems, payments, paymentDayTotals, type OrderType } from "../../db/schema/index";

export interface DayRange {
  /** Live or test; both when absent. */
  test?: boolean;
  /** First UTC day counted, YYYY-MM-DD. */
  from?: string;
  /** Last UTC day counted, YYYY-MM-DD. */
  to?: string;
}

/** Months start on UTC days, so a month is a range of whole days. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

const money = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

function dayFilters(range: DayRange): SQL[] {
  return [
    ...(range.test === undefined ? [] : [eq(paymentDayTotals.test, range.test)]),
    ...(range.from ? [gte(paymentDayTotals.day, range.from)] : []),
    ...(range.to ? [lte(paymentDayTotals.day, range.to)] : []),
  ];
}

export function createPaymentTotals({ db }: { db: Database }) {
  return {
    /** How many payments of one kind, their sum and what was refunded of them, over whole UTC days. */
    async of(kind: OrderType, range: DayRange): Promise<{ count: number; total: number; refunded: number }> {
      const [row] = await db
        .select({ count: money(paymentDayTotals.payments), total: money(paymentDayTotals.amount), refunded: money(paymentDayTotals.refunded) })
        .from(paymentDayTotals)
        .where(and(eq(paymentDayTotals.orderType, kind), ...dayFilters(range)));
      return { count: row?.count ?? 0, total: row?.total ?? 0, refunded: row?.refunded ?? 0 };
    },

    /** Payments and their sum by kind, from one UTC day up to (not including) another. */
    /** `test` undefined: live and test together (the dashboard says so when it shows them). */
    async byKind(test: boolean | undefined, from: Date, until: Date) {
      return db
        .select({ kind: paymentDayTotals.orderType, count: money(paymentDayTotals.payments), total: money(paymentDayTotals.amount) })
        .from(paymentDayTotals)
        .where(and(...dayFilters({ test }), gte(paymentDayTotals.day, utcDay(from)), lt(paymentDayTotals.day, utcDay(until))))
        .groupBy(paymentDayTotals.orderType);
    },

    /** The sum of each kind in each month (YYYY-MM, UTC) from a month's first day on. */
    async byMonth(test: boolean | undefined, from: Date) {
      const month = sql<string>`to_char(${paymentDayTotals.day}, 'YYYY-MM')`;
      return db
        .select({ month, kind: paymentDayTotals.orderType, total: money(paymentDayTotals.amount) })
        .from(paymentDayTotals)
        .where(and(...dayFilters({ test }), gte(paymentDayTotals.day, utcDay(from))))
        .groupBy(month, paymentDayTotals.orderType);
    },

    /**
     * Pence that could go into a Gift Aid claim now: gifts at most 4 years old, to the instant.
     * Whole days after the cut-off come from the totals; the cut-off's own day from its payments.
     */
    async giftAidClaimable(test: boolean | undefined): Promise<number> {
      // One statement, so both halves see the same now().
      const cutoff = sql`(now() - interval '4 years')`;
      const cutoffDay = sql`(${cutoff} at time zone 'UTC')::date`;
      const firstDay = db
        .select({ total: sql`coalesce(sum(${payments.amount}), 0)` })
        .from(payments)
        .where(
          and(
            eq(payments.orderType, "donation"),
            test === undefined ? undefined : eq(payments.test, test),
            eq(payments.giftAidEligible, true),
            sql`not exists (select 1 from ${giftAidClaimItems} where ${giftAidClaimItems.paymentId} = ${payments.id})`,
            sql`${payments.paidAt} >= ${cutoff}`,
            sql`${payments.paidAt} < ((${cutoffDay} + 1)::timestamp at time zone 'UTC')`,
          ),
        );
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${paymentDayTotals.giftAidClaimable}), 0) + (${firstDay})`.mapWith(Number) })
        .from(paymentDayTotals)
        .where(and(...dayFilters({ test }), sql`${paymentDayTotals.day} > ${cutoffDay}`));
      return row?.total ?? 0;
    },
  };
}

export type PaymentTotals = ReturnType<typeof createPaymentTotals>;
