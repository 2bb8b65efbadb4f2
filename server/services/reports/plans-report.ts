// Monthly plans per UK month: those running at the month's end (now, for this month), started
// and cancelled in it, the churn (cancelled over those running at its start) and the committed
// monthly income. A plan runs from its first payment until it is cancelled (past due still
// runs: its card is being retried); cancelled is final, so a donor who starts again has a new
// plan: one cancellation and one start. The committed income is at each plan's present amount.
import { sql } from "drizzle-orm";
import type { ReportPeriod } from "../../../core/report-periods";
import type { PlansReport } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { periodStart, rowsOf, ukMonth, within } from "./report-sql";

interface PlansRow {
  month: string;
  active: number;
  activeAtStart: number;
  started: number;
  cancelled: number;
  churn: number | null;
  committed: number;
  startedInPeriod: number;
  cancelledInPeriod: number;
}

export async function plansReport(db: Database, period: ReportPeriod, test: boolean): Promise<Omit<PlansReport, "period" | "yearBefore" | "test">> {
  const start = periodStart(period);
  // Running totals by month: those running when the period starts, plus each month's starts,
  // less its cancellations, summed in order by the database.
  const rows = await rowsOf<PlansRow>(
    db,
    sql`with plans as (
        select o.paid_at as started, o.subscription_cancelled_at as cancelled, o.total as amount
        from orders o
        where o.frequency = 'monthly' and o.provider_subscription_id is not null and o.paid_at is not null
          and o.status in ('paid', 'partially_refunded', 'refunded', 'needs_review') and o.test = ${test}
      ),
      base as (
        select count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount
        from plans where started < ${start} and (cancelled is null or cancelled >= ${start})
      ),
      events as (
        select ${ukMonth(sql`started`)} as month, 1 as started, 0 as cancelled, amount from plans where ${within(sql`started`, period)}
        union all
        select ${ukMonth(sql`cancelled`)}, 0, 1, -amount from plans where ${within(sql`cancelled`, period)}
      ),
      per_month as (
        select month, sum(started)::int as started, sum(cancelled)::int as cancelled, sum(amount)::bigint as amount from events group by month
      ),
      months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(date_trunc('month', ${period.from}::date), ${period.to}::date, interval '1 month') as m
      ),
      running as (
        select months.month, coalesce(e.started, 0) as started, coalesce(e.cancelled, 0) as cancelled,
          base.n + sum(coalesce(e.started, 0) - coalesce(e.cancelled, 0)) over (order by months.month) as active,
          base.amount + sum(coalesce(e.amount, 0)) over (order by months.month) as committed
        from months left join per_month e on e.month = months.month cross join base
      )
      select month, started, cancelled, active::int as "active", (active - started + cancelled)::int as "activeAtStart",
        round(cancelled * 100.0 / nullif(active - started + cancelled, 0), 1)::float8 as "churn", committed::bigint as "committed",
        (sum(started) over ())::int as "startedInPeriod", (sum(cancelled) over ())::int as "cancelledInPeriod"
      from running order by month`,
    ["active", "activeAtStart", "started", "cancelled", "churn", "committed", "startedInPeriod", "cancelledInPeriod"],
  );
  const first = rows[0];
  const last = rows.at(-1);
  return {
    months: rows.map(({ month, active, started, cancelled, churn, committed }) => ({ month, active, started, cancelled, churn, committed })),
    totals: {
      activeAtStart: first?.activeAtStart ?? 0,
      active: last?.active ?? 0,
      started: first?.startedInPeriod ?? 0,
      cancelled: first?.cancelledInPeriod ?? 0,
      committed: last?.committed ?? 0,
    },
  };
}
