// The shop per UK month: sales (payments received), orders, the average order, refunds made
// in the month, and last year's sales; the products that sold most by units and by income. Whole
// months from the running totals per month (migration 0036), parts of months from the rows.
import { sql } from "drizzle-orm";
import { monthsOf, monthYearBefore, periodYearBefore, type ReportPeriod } from "../../../core/report-periods";
import type { ShopReport, TopProduct } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { byMonth, eachPart, periodParts, rowsOf, ukMonth, within } from "./report-sql";

interface SalesRow {
  month: string | null;
  sales: number;
  orders: number;
  averageOrder: number;
  refunds: number;
}

/** How many products each list shows. */
export const TOP_PRODUCTS = 10;

/**
 * Sales and refunds per month, and for the whole period (month null): whole months from the
 * running totals per UK month, the parts of months at the period's ends from the payments'
 * index and the refunds.
 */
function salesRows(db: Database, period: ReportPeriod, test: boolean) {
  const { wholeMonths, parts } = periodParts(period);
  const refundedAt = sql`coalesce(r.settled_at, r.created_at)`;
  return rowsOf<SalesRow>(
    db,
    sql`with kept as (
        select to_char(t.month, 'YYYY-MM') as month, sum(t.amount) as sales, sum(t.payments) as orders, sum(t.refunds_made) as refunds
        from payment_month_totals t
        where t.order_type = 'merchandise' and t.test = ${test} and ${wholeMonths(sql`t.month`)}
        group by t.month
        union all
        ${eachPart(
          parts,
          (part) => sql`select ${ukMonth(sql`p.paid_at`)}, sum(p.amount), count(*), 0 from payments p
              where p.order_type = 'merchandise' and p.test = ${test} and ${within(sql`p.paid_at`, part)} group by 1
            union all
            select ${ukMonth(refundedAt)}, 0, 0, sum(r.amount) from refunds r join payments p on p.id = r.payment_id
              where p.order_type = 'merchandise' and p.test = ${test} and r.status = 'succeeded' and ${within(refundedAt, part)} group by 1`,
          sql`select null, null, null, null where false`,
        )}
      ),
      summed as (
        select month, grouping(month) as whole, coalesce(sum(sales), 0)::bigint as sales, coalesce(sum(orders), 0)::int as orders,
          coalesce(round(sum(sales)::numeric / nullif(sum(orders), 0)), 0)::bigint as average_order, coalesce(sum(refunds), 0)::bigint as refunds
        from kept group by grouping sets ((month), ())
      )
      select case when whole = 1 then null else month end as "month", sales as "sales", orders as "orders",
        average_order as "averageOrder", refunds as "refunds"
      from summed`,
    ["sales", "orders", "averageOrder", "refunds"],
  );
}

const sold = sql`o.type = 'merchandise' and o.status in ('paid', 'partially_refunded', 'refunded')`;

/**
 * The products sold most in the period, by units or by income (the lines' totals), from the
 * running totals per product and month and the period's parts of months; each named as at its
 * latest sale in the period.
 */
function topProducts(db: Database, period: ReportPeriod, test: boolean, by: "units" | "income") {
  const { wholeMonths, parts } = periodParts(period);
  const order = by === "units" ? sql`units desc, income desc` : sql`income desc, units desc`;
  return rowsOf<TopProduct>(
    db,
    sql`with kept as (
        select t.product_id, t.lines, t.units, t.income from product_month_totals t where t.test = ${test} and ${wholeMonths(sql`t.month`)}
        union all
        ${eachPart(
          parts,
          // Each order's lines by its index (offset 0 keeps the planner from joining every line by hash).
          (part) => sql`select l.product_id, 1, l.quantity, l.line_total from orders o
              cross join lateral (select l.product_id, l.quantity, l.line_total from order_lines l where l.order_id = o.id offset 0) l
              where ${sold} and o.test = ${test} and ${within(sql`o.paid_at`, part)}`,
          sql`select null, null, null, null where false`,
        )}
      ),
      top as (
        select product_id, sum(units)::bigint as units, sum(income)::bigint as income from kept
        group by product_id having sum(lines) > 0
        order by ${order}, product_id
        limit ${TOP_PRODUCTS}
      )
      select top.product_id as "productId",
        (select l.name from orders o join order_lines l on l.order_id = o.id and l.product_id = top.product_id
          where ${sold} and o.test = ${test} and ${within(sql`o.paid_at`, period)} order by o.paid_at desc limit 1) as "name",
        top.units as "units", top.income as "income"
      from top order by ${order}, top.product_id`,
    ["units", "income"],
  );
}

const none = { sales: 0, orders: 0, averageOrder: 0, refunds: 0 };

function totalsOf(rows: SalesRow[]): ShopReport["totals"] {
  const { month: _all, ...totals } = rows.find((r) => r.month === null) ?? { month: null, ...none };
  return totals;
}

export async function shopReport(db: Database, period: ReportPeriod, test: boolean): Promise<Omit<ShopReport, "period" | "yearBefore" | "test">> {
  const [current, before, topByUnits, topByIncome] = await Promise.all([
    salesRows(db, period, test),
    salesRows(db, periodYearBefore(period), test),
    topProducts(db, period, test, "units"),
    topProducts(db, period, test, "income"),
  ]);
  const months = byMonth(current.filter((r): r is SalesRow & { month: string } => r.month !== null));
  const lastYear = byMonth(before.filter((r): r is SalesRow & { month: string } => r.month !== null));
  return {
    months: monthsOf(period).map((month) => {
      const { month: _m, ...row } = months.get(month) ?? { month, ...none };
      return { month, ...row, lastYear: lastYear.get(monthYearBefore(month))?.sales ?? 0 };
    }),
    totals: totalsOf(current),
    lastYearTotals: totalsOf(before),
    topByUnits,
    topByIncome,
  };
}
