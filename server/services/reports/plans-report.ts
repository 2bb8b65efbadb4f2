// Monthly plans per UK month: those running at the month's end (now, for this month), started
// and cancelled in it, the churn (cancelled over those running at its start) and the committed
// monthly income. A plan runs from its first payment until it is cancelled (past due still
// runs: its card is being retried); cancelled is final, so a donor who starts again has a new
// plan: one cancellation and one start. The committed income is at each plan's present amount.
// Whole months come from the running totals per month (migration 0036).
import { sql } from "drizzle-orm";
import { addDays, type ReportPeriod } from "../../../core/report-periods";
import type { PlansReport } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { eachPart, periodParts, rowsOf, ukMonth, within } from "./report-sql";

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
  const { wholeMonths, parts } = periodParts(period);
  const monthStart = `${period.from.slice(0, 8)}01`;
  // Before the period: the whole months before its first month from the totals, and the days of
  // that month before its first day (if it starts mid-month) from the plans themselves.
  const daysBefore = period.from === monthStart ? [] : [{ from: monthStart, to: addDays(period.from, -1) }];
  const plan = sql`o.frequency = 'monthly' and o.provider_subscription_id is not null and o.paid_at is not null
    and o.status in ('paid', 'partially_refunded', 'refunded', 'needs_review') and o.test = ${test}`;
  // Each plan's start and cancellation within part of a month, from the plans' partial indexes.
  const events = (part: ReportPeriod) => sql`select ${ukMonth(sql`o.paid_at`)} as month, 1 as started, 0 as cancelled, o.total::bigint as amount
      from orders o where ${plan} and ${within(sql`o.paid_at`, part)}
    union all
    select ${ukMonth(sql`o.subscription_cancelled_at`)}, 0, 1, -o.total::bigint
      from orders o where ${plan} and ${within(sql`o.subscription_cancelled_at`, part)}`;
  const noEvents = sql`select null::text as month, 0 as started, 0 as cancelled, 0::bigint as amount where false`;
  // Running totals by month: those running when the period starts, plus each month's starts,
  // less its cancellations, summed in order by the database. A plan is cancelled after it starts,
  // so those running at an instant are the starts before it less the cancellations before it.
  const rows = await rowsOf<PlansRow>(
    db,
    sql`with base as (
        select coalesce(sum(n), 0)::int as n, coalesce(sum(amount), 0)::bigint as amount from (
          select t.started - t.cancelled as n, t.started_amount - t.cancelled_amount as amount
          from plan_month_totals t where t.test = ${test} and t.month < ${monthStart}::date
          union all
          select started - cancelled, amount from (${eachPart(daysBefore, events, noEvents)}) before_start
        ) running_before
      ),
      per_month as (
        select month, sum(started)::int as started, sum(cancelled)::int as cancelled, sum(amount)::bigint as amount from (
          select to_char(t.month, 'YYYY-MM') as month, t.started, t.cancelled, t.started_amount - t.cancelled_amount as amount
          from plan_month_totals t where t.test = ${test} and ${wholeMonths(sql`t.month`)}
          union all
          ${eachPart(parts, events, noEvents)}
        ) kept group by month
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
