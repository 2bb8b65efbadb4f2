// Running totals per UK calendar month (Europe/London) for the back office's reports: what a
// report reads for the whole months of its period instead of every payment, order and line.
// Kept by triggers in the same transaction as each payment, refund, claim, order and order line
// that moves them (migration 0036; docs/decisions/0035-reports-and-their-charts.md), as the
// daily totals of decision 0015 are. Never written by code. `month` is the UK month's first day.
import { bigint, boolean, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { OrderType } from "./payments";

/** Payments per UK month of their `paid_at`, kind, live or test, and plan month or one-off. */
export const paymentMonthTotals = pgTable(
  "payment_month_totals",
  {
    orderType: text("order_type").$type<OrderType>().notNull(),
    test: boolean("test").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    /** A monthly plan's payments (`payments.from_plan`), or one-off ones. */
    plan: boolean("plan").notNull(),
    payments: integer("payments").notNull().default(0),
    /** Pence received, before refunds. */
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    /** Pence given back (succeeded refunds) of this month's payments, whenever given back. */
    refunded: bigint("refunded", { mode: "number" }).notNull().default(0),
    /** Pence given back in this month (a succeeded refund's settling time), whichever month its payment was. */
    refundsMade: bigint("refunds_made", { mode: "number" }).notNull().default(0),
    /** Pence covered by Gift Aid (`payments.gift_aid_eligible`) that no claim has yet; its 4-year limit is applied when read. */
    giftAidClaimable: bigint("gift_aid_claimable", { mode: "number" }).notNull().default(0),
    /** Pence of this month's gifts in a claim (the claim's own amounts). */
    giftAidClaimed: bigint("gift_aid_claimed", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderType, table.test, table.month, table.plan] })],
);

/** How many gifts of each amount a UK month had: the median gift from a few hundred rows, not by sorting every gift. */
export const giftAmountMonths = pgTable(
  "gift_amount_months",
  {
    test: boolean("test").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    amount: integer("amount").notNull(),
    gifts: integer("gifts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.test, table.month, table.amount] })],
);

/** Monthly plans started (their first payment) and cancelled per UK month, with their present amounts. */
export const planMonthTotals = pgTable(
  "plan_month_totals",
  {
    test: boolean("test").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    started: integer("started").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    startedAmount: bigint("started_amount", { mode: "number" }).notNull().default(0),
    cancelledAmount: bigint("cancelled_amount", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.test, table.month] })],
);

/** The shop's products sold per UK month of their orders' payment: lines, units and pence. */
export const productMonthTotals = pgTable(
  "product_month_totals",
  {
    test: boolean("test").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    productId: text("product_id").notNull(),
    lines: integer("lines").notNull().default(0),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    income: bigint("income", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.test, table.month, table.productId] })],
);
