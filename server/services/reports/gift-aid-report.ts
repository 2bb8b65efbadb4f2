// Gift Aid per UK month of the gifts: what could still be claimed (a declaration, not refunded,
// in no claim yet, under four years old: the trigger-kept `gift_aid_eligible`, as the dashboard
// reads it) and what a claim already holds, with the Gift Aid each is worth; and the total
// waiting on every gift, whatever the period, from the running totals.
import { sql } from "drizzle-orm";
import { giftAidDueOn } from "../../../core/hmrc-schedule";
import { monthsOf, type ReportPeriod } from "../../../core/report-periods";
import type { GiftAidReport } from "../../../core/schemas/admin-reports";
import type { Database } from "../../db/client";
import { createPaymentTotals } from "../giving/payment-totals";
import { byMonth, rowsOf, ukMonth, within } from "./report-sql";

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
  const [rows, waiting] = await Promise.all([
    rowsOf<GiftAidRow>(
      db,
      sql`with amounts as (
          select ${ukMonth(sql`p.paid_at`)} as month,
            coalesce(sum(p.amount) filter (where i.payment_id is null and p.gift_aid_eligible and p.paid_at >= now() - interval '4 years'), 0)::bigint as claimable,
            coalesce(sum(i.amount), 0)::bigint as claimed,
            grouping(${ukMonth(sql`p.paid_at`)}) as whole
          from payments p
          left join gift_aid_claim_items i on i.payment_id = p.id
          where p.order_type = 'donation' and p.test = ${test} and ${within(sql`p.paid_at`, period)}
          group by grouping sets ((1), ())
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
