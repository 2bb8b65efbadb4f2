// The back office's reports (docs/admin-api.md, "Reports"): the period asked for and each
// report's figures. Money is in pence, summed by the database; months are UK calendar months
// (YYYY-MM, Europe/London). Loaded only by /admin pages and the server.
import * as z from "zod/mini";
import { isCalendarDay, MAX_REPORT_MONTHS, monthsOf } from "../report-periods";

const reportDay = z.string().check(z.refine(isCalendarDay, "Use a date like 2026-04-06"));

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD&test=1: UK dates, both included; without them, the last 12 months. */
export const reportQuerySchema = z
  .object({
    from: z.optional(reportDay),
    to: z.optional(reportDay),
    test: z.optional(z.enum(["0", "1"], "Use test=1 for test money, or leave it out")),
  })
  .check(
    z.refine((q) => (q.from === undefined) === (q.to === undefined), { message: "Give both dates, or neither", path: ["to"] }),
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The end date must not be before the start date", path: ["to"] }),
    z.refine((q) => !q.from || !q.to || q.from > q.to || monthsOf({ from: q.from, to: q.to }).length <= MAX_REPORT_MONTHS, {
      message: `Choose at most ${MAX_REPORT_MONTHS / 12} years`,
      path: ["to"],
    }),
  );
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const period = z.object({ from: z.string(), to: z.string() });
/** What every report says about itself: the period, the one a year before, and live or test money. */
const reportFrame = { period, yearBefore: period, test: z.boolean() };

export const givingMonthSchema = z.object({
  month: z.string(),
  oneOff: z.number(),
  monthly: z.number(),
  gifts: z.number(),
  refunded: z.number(),
  /** Both kinds together in the same month a year before. */
  lastYear: z.number(),
});
const givingTotals = z.object({ total: z.number(), oneOff: z.number(), monthly: z.number(), gifts: z.number(), refunded: z.number(), average: z.number(), median: z.number() });
/** GET /api/admin/reports/giving */
export const givingReportSchema = z.object({ ...reportFrame, months: z.array(givingMonthSchema), totals: givingTotals, lastYearTotals: givingTotals });
export type GivingReport = z.infer<typeof givingReportSchema>;

export const plansMonthSchema = z.object({
  month: z.string(),
  /** Plans running at the month's end (or now, for this month). */
  active: z.number(),
  started: z.number(),
  cancelled: z.number(),
  /** Cancelled in the month as a percentage of those running at its start, to one decimal place; null when none were. */
  churn: z.nullable(z.number()),
  /** Pence a month the running plans give. */
  committed: z.number(),
});
/** GET /api/admin/reports/plans */
export const plansReportSchema = z.object({
  ...reportFrame,
  months: z.array(plansMonthSchema),
  totals: z.object({ activeAtStart: z.number(), active: z.number(), started: z.number(), cancelled: z.number(), committed: z.number() }),
});
export type PlansReport = z.infer<typeof plansReportSchema>;

export const giftAidMonthSchema = z.object({
  month: z.string(),
  /** Gifts (pence) with a declaration, not refunded, in no claim yet and under four years old. */
  claimable: z.number(),
  /** Gifts (pence) already in a claim. */
  claimed: z.number(),
  /** The Gift Aid each is worth: 25%, rounded down to the penny. */
  claimableGiftAid: z.number(),
  claimedGiftAid: z.number(),
});
/** GET /api/admin/reports/gift-aid */
export const giftAidReportSchema = z.object({
  ...reportFrame,
  months: z.array(giftAidMonthSchema),
  totals: z.object({ claimable: z.number(), claimed: z.number(), claimableGiftAid: z.number(), claimedGiftAid: z.number() }),
  /** Gift Aid waiting to be claimed on every gift there is, whatever the period (the dashboard's figure). */
  waiting: z.number(),
});
export type GiftAidReport = z.infer<typeof giftAidReportSchema>;

export const shopMonthSchema = z.object({
  month: z.string(),
  sales: z.number(),
  orders: z.number(),
  /** Average order value, pence, rounded to the penny; 0 with no orders. */
  averageOrder: z.number(),
  refunds: z.number(),
  lastYear: z.number(),
});
const topProduct = z.object({ productId: z.string(), name: z.string(), units: z.number(), income: z.number() });
const shopTotals = z.object({ sales: z.number(), orders: z.number(), averageOrder: z.number(), refunds: z.number() });
/** GET /api/admin/reports/shop */
export const shopReportSchema = z.object({
  ...reportFrame,
  months: z.array(shopMonthSchema),
  totals: shopTotals,
  lastYearTotals: shopTotals,
  topByUnits: z.array(topProduct),
  topByIncome: z.array(topProduct),
});
export type ShopReport = z.infer<typeof shopReportSchema>;
export type TopProduct = z.infer<typeof topProduct>;
