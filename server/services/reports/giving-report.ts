// Gifts per UK month, one-off and monthly apart, with what was refunded of them, and the
// period's total, average and median gift, all worked out by the database in pence from its
// running totals per month (migration 0036); the same for the year before, for the comparison line.
import { sql } from "drizzle-orm";
import { monthsOf, monthYearBefore, periodYearBefore, type ReportPeriod } from "../../../core/report-periods";
import type { GivingReport } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { byMonth, eachPart, periodParts, rowsOf, ukMonth, within } from "./report-sql";

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

/**
 * One row per month with gifts, and a row for the whole period (month null). Whole months come
 * from the running totals per UK month, the median from the counts of each amount; the parts
 * of months at the period's ends from their gifts, through the payments' index.
 */
function givingRows(db: Database, period: ReportPeriod, test: boolean) {
  const { wholeMonths, parts } = periodParts(period);
  const inPart = (part: ReportPeriod) => sql`p.order_type = 'donation' and p.test = ${test} and ${within(sql`p.paid_at`, part)}`;
  return rowsOf<GivingRow>(
    db,
    sql`with kept as (
        select to_char(t.month, 'YYYY-MM') as month, sum(t.amount) as total, sum(t.amount) filter (where not t.plan) as one_off,
          sum(t.amount) filter (where t.plan) as monthly, sum(t.payments) as gifts, sum(t.refunded) as refunded
        from payment_month_totals t
        where t.order_type = 'donation' and t.test = ${test} and ${wholeMonths(sql`t.month`)}
        group by t.month
        union all
        ${eachPart(
          parts,
          (part) => sql`select ${ukMonth(sql`p.paid_at`)}, sum(p.amount), sum(p.amount) filter (where not p.from_plan),
              sum(p.amount) filter (where p.from_plan), count(*),
              sum((select sum(r.amount) from refunds r where r.payment_id = p.id and r.status = 'succeeded'))
            from payments p where ${inPart(part)} group by 1`,
          sql`select null, null, null, null, null, null where false`,
        )}
      ),
      months as (
        select month, coalesce(sum(total), 0)::bigint as total, coalesce(sum(one_off), 0)::bigint as one_off,
          coalesce(sum(monthly), 0)::bigint as monthly, coalesce(sum(gifts), 0)::int as gifts, coalesce(sum(refunded), 0)::bigint as refunded
        from kept group by month
      ),
      amounts as (
        select amount, sum(gifts) as gifts from (
          select a.amount, a.gifts from gift_amount_months a where a.test = ${test} and ${wholeMonths(sql`a.month`)}
          union all
          ${eachPart(parts, (part) => sql`select p.amount, count(*) from payments p where ${inPart(part)} group by 1`, sql`select null::int, null::bigint where false`)}
        ) counted group by amount having sum(gifts) > 0
      ),
      ranked as (select amount, sum(gifts) over (order by amount) as upto, sum(gifts) over () as gifts from amounts),
      -- The middle gift, or the two middle gifts' mean, worked out as percentile_cont(0.5) does
      -- (in double precision, then rounded): the same penny as sorting every gift.
      middle as (
        select min(amount) filter (where upto > floor((gifts - 1) / 2.0)) as low, min(amount) filter (where upto > ceil((gifts - 1) / 2.0)) as high
        from ranked
      )
      select month as "month", total as "total", one_off as "oneOff", monthly as "monthly", gifts as "gifts", refunded as "refunded",
        0 as "average", 0 as "median"
      from months
      union all
      select null, coalesce(sum(total), 0)::bigint, coalesce(sum(one_off), 0)::bigint, coalesce(sum(monthly), 0)::bigint, coalesce(sum(gifts), 0)::int,
        coalesce(sum(refunded), 0)::bigint, coalesce(round(sum(total)::numeric / nullif(sum(gifts), 0)), 0)::bigint,
        (select coalesce(round(low::float8 + (high::float8 - low::float8) * 0.5), 0)::bigint from middle)
      from months`,
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
