// Gift Aid per UK month of the gifts: what could still be claimed (a declaration, not refunded,
// in no claim yet, under four years old: the trigger-kept `gift_aid_eligible`, as the dashboard
// reads it) and what a claim already holds, with the Gift Aid each is worth, from the running
// totals per month (migration 0036); and the total waiting on every gift, whatever the period,
// from the daily running totals.
import { sql } from "drizzle-orm";
import { giftAidDueOn } from "../../../core/hmrc-schedule";
import { monthsOf, type ReportPeriod } from "../../../core/report-periods";
import type { GiftAidReport } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { createPaymentTotals } from "../giving/payment-totals";
import { byMonth, eachPart, periodParts, rowsOf, ukMonth, within } from "./report-sql";

interface GiftAidRow {
  month: string | null;
  claimable: number;
  claimed: number;
  claimableGiftAid: number;
  claimedGiftAid: number;
}

const none = { claimable: 0, claimed: 0, claimableGiftAid: 0, claimedGiftAid: 0 };

export async function giftAidReport(db: Database, period: ReportPeriod, test: boolean): Promise<Omit<GiftAidReport, "period" | "yearBefore" | "test">> {
  // 25% rounded down to the penny, as a claim works it out (core/hmrc-schedule.ts, giftAidDueOn).
  const { wholeMonths, parts } = periodParts(period);
  const gifts = sql`p.order_type = 'donation' and p.test = ${test}`;
  const unclaimed = sql`p.gift_aid_eligible and not exists (select 1 from gift_aid_claim_items i where i.payment_id = p.id)`;
  const [rows, waiting] = await Promise.all([
    rowsOf<GiftAidRow>(
      db,
      // Whole months from the running totals, but a gift can be claimed for 4 years only: months
      // wholly older give nothing, and the month that limit falls in is read from its gifts.
      // The parts of months at the period's ends from their gifts.
      sql`with limits as (
          select now() - interval '4 years' as oldest, uk_month(now() - interval '4 years') as oldest_month
        ),
        kept as (
          select to_char(t.month, 'YYYY-MM') as month, sum(t.gift_aid_claimable) filter (where t.month > limits.oldest_month) as claimable,
            sum(t.gift_aid_claimed) as claimed
          from payment_month_totals t cross join limits
          where t.order_type = 'donation' and t.test = ${test} and ${wholeMonths(sql`t.month`)}
          group by t.month
          union all
          select ${ukMonth(sql`p.paid_at`)}, sum(p.amount), 0
          from payments p cross join limits
          where ${gifts} and ${wholeMonths(sql`limits.oldest_month`)} and ${unclaimed}
            and p.paid_at >= limits.oldest and p.paid_at < ((limits.oldest_month + interval '1 month')::timestamp at time zone 'Europe/London')
          group by 1
          union all
          ${eachPart(
            parts,
            (part) => sql`select ${ukMonth(sql`p.paid_at`)}, sum(p.amount) filter (where ${unclaimed} and p.paid_at >= limits.oldest),
                sum((select sum(i.amount) from gift_aid_claim_items i where i.payment_id = p.id))
              from payments p cross join limits where ${gifts} and ${within(sql`p.paid_at`, part)} group by 1`,
            sql`select null, null, null where false`,
          )}
        ),
        amounts as (
          select month, coalesce(sum(claimable), 0)::bigint as claimable, coalesce(sum(claimed), 0)::bigint as claimed,
            grouping(month) as whole
          from kept group by grouping sets ((month), ())
        )
        select case when whole = 1 then null else month end as "month", claimable as "claimable", claimed as "claimed",
          (claimable / 4)::bigint as "claimableGiftAid", (claimed / 4)::bigint as "claimedGiftAid"
        from amounts`,
      ["claimable", "claimed", "claimableGiftAid", "claimedGiftAid"],
    ),
    createPaymentTotals({ db }).giftAidClaimable(test),
  ]);
  const months = byMonth(rows.filter((r): r is GiftAidRow & { month: string } => r.month !== null));
  const { month: _all, ...totals } = rows.find((r) => r.month === null) ?? { month: null, ...none };
  return {
    months: monthsOf(period).map((month) => {
      const { month: _m, ...row } = months.get(month) ?? { month, ...none };
      return { month, ...row };
    }),
    totals,
    waiting: giftAidDueOn(waiting),
  };
}
