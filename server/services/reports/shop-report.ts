// The shop per UK month: sales (payments received), orders, the average order, refunds made
// in the month, and last year's sales; the products that sold most by units and by income.
import { sql } from "drizzle-orm";
import { monthsOf, monthYearBefore, periodYearBefore, type ReportPeriod } from "../../../core/report-periods";
import type { ShopReport, TopProduct } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { byMonth, rowsOf, ukMonth, within } from "./report-sql";

interface SalesRow {
  month: string | null;
  sales: number;
  orders: number;
  averageOrder: number;
  refunds: number;
}

/** How many products each list shows. */
export const TOP_PRODUCTS = 10;

/** Sales and refunds per month, and for the whole period (month null). */
function salesRows(db: Database, period: ReportPeriod, test: boolean) {
  return rowsOf<SalesRow>(
    db,
    sql`with sales as (
        select ${ukMonth(sql`p.paid_at`)} as month, p.amount, 0 as refund from payments p
        where p.order_type = 'merchandise' and p.test = ${test} and ${within(sql`p.paid_at`, period)}
      ),
      refunds_made as (
        select ${ukMonth(sql`coalesce(r.settled_at, r.created_at)`)} as month, null::int as amount, r.amount as refund
        from refunds r join orders o on o.id = r.order_id
        where o.type = 'merchandise' and o.test = ${test} and r.status = 'succeeded' and ${within(sql`coalesce(r.settled_at, r.created_at)`, period)}
      ),
      moved as (select * from sales union all select * from refunds_made),
      summed as (
        select month, grouping(month) as whole, coalesce(sum(amount), 0)::bigint as sales, count(amount)::int as orders,
          coalesce(round(avg(amount)), 0)::bigint as average_order, coalesce(sum(refund), 0)::bigint as refunds
        from moved group by grouping sets ((month), ())
      )
      select case when whole = 1 then null else month end as "month", sales as "sales", orders as "orders",
        average_order as "averageOrder", refunds as "refunds"
      from summed`,
    ["sales", "orders", "averageOrder", "refunds"],
  );
}

/** The products sold most in the period, by units or by income (the lines' totals). */
function topProducts(db: Database, period: ReportPeriod, test: boolean, by: "units" | "income") {
  const order = by === "units" ? sql`units desc, income desc` : sql`income desc, units desc`;
  return rowsOf<TopProduct>(
    db,
    sql`select l.product_id as "productId", (array_agg(l.name order by o.paid_at desc))[1] as "name",
        sum(l.quantity)::bigint as "units", sum(l.line_total)::bigint as "income"
      from order_lines l join orders o on o.id = l.order_id
      where o.type = 'merchandise' and o.test = ${test} and o.status in ('paid', 'partially_refunded', 'refunded') and ${within(sql`o.paid_at`, period)}
      group by l.product_id
      order by ${order}, l.product_id
      limit ${TOP_PRODUCTS}`,
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
