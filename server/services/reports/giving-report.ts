// Gifts per UK month, one-off and monthly apart, with what was refunded of them, and the
// period's total, average and median gift, all worked out by the database in pence; the same
// for the year before, for the comparison line.
import { sql } from "drizzle-orm";
import { monthsOf, monthYearBefore, periodYearBefore, type ReportPeriod } from "../../../core/report-periods";
import type { GivingReport } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { byMonth, rowsOf, ukMonth, within } from "./report-sql";

interface GivingRow {
  month: string | null;
  total: number;
  oneOff: number;
  monthly: number;
  gifts: number;
  refunded: number;
  average: number;
  median: number;
}

/** One row per month with gifts, and a row for the whole period (month null). */
function givingRows(db: Database, period: ReportPeriod, test: boolean) {
  return rowsOf<GivingRow>(
    db,
    // The payments from their index alone (it holds the amount and the order); the monthly
    // plans (a partial index) and the refunds (few) joined by hash, not looked up per gift.
    sql`with plans as (
        select o.id from orders o
        where o.frequency = 'monthly' and o.provider_subscription_id is not null and o.test = ${test}
          and o.status in ('paid', 'partially_refunded', 'refunded', 'needs_review')
      ),
      refunded as (select f.payment_id, sum(f.amount) as amount from refunds f where f.status = 'succeeded' group by f.payment_id)
      select ${ukMonth(sql`p.paid_at`)} as "month",
        coalesce(sum(p.amount), 0)::bigint as "total",
        coalesce(sum(p.amount) filter (where plans.id is null), 0)::bigint as "oneOff",
        coalesce(sum(p.amount) filter (where plans.id is not null), 0)::bigint as "monthly",
        count(*)::int as "gifts",
        coalesce(sum(r.amount), 0)::bigint as "refunded",
        coalesce(round(avg(p.amount)), 0)::bigint as "average",
        coalesce(round(percentile_cont(0.5) within group (order by p.amount)), 0)::bigint as "median"
      from payments p
      left join plans on plans.id = p.order_id
      left join refunded r on r.payment_id = p.id
      where p.order_type = 'donation' and p.test = ${test} and ${within(sql`p.paid_at`, period)}
      group by grouping sets ((1), ())`,
    ["total", "oneOff", "monthly", "gifts", "refunded", "average", "median"],
  );
}

const noGifts = { total: 0, oneOff: 0, monthly: 0, gifts: 0, refunded: 0, average: 0, median: 0 };

function totalsOf(rows: GivingRow[]): GivingReport["totals"] {
  const { month: _all, ...row } = rows.find((r) => r.month === null) ?? { month: null, ...noGifts };
  return row;
}

export async function givingReport(db: Database, period: ReportPeriod, test: boolean): Promise<Omit<GivingReport, "period" | "yearBefore" | "test">> {
  const [current, before] = await Promise.all([givingRows(db, period, test), givingRows(db, periodYearBefore(period), test)]);
  const months = byMonth(current.filter((r): r is GivingRow & { month: string } => r.month !== null));
  const lastYear = byMonth(before.filter((r): r is GivingRow & { month: string } => r.month !== null));
  return {
    months: monthsOf(period).map((month) => {
      const row = months.get(month) ?? noGifts;
      const then = lastYear.get(monthYearBefore(month));
      return { month, oneOff: row.oneOff, monthly: row.monthly, gifts: row.gifts, refunded: row.refunded, lastYear: then?.total ?? 0 };
    }),
    totals: totalsOf(current),
    lastYearTotals: totalsOf(before),
  };
}
