// Orders and gifts, their lines, the money that moved for them, the Stripe
// events already handled, and the sandbox provider's own checkout sessions.
// Unique constraints, not read-then-write checks, make fulfilment happen at most
// once (docs/decisions/0004-at-most-once-fulfilment.md).
import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { HeldReason } from "../../../core/schemas/admin-privacy";
import type { GiftFrequency } from "../../../core/gift-aid";
import type { Carrier, FulfilmentStatus } from "../../../core/schemas/admin-orders";

export type OrderType = "merchandise" | "donation";
/** Payment status; fulfilment (packing and dispatch) is tracked apart, in `fulfilmentStatus`. */
export type OrderStatus = "pending" | "paid" | "failed" | "cancelled" | "refunded" | "partially_refunded" | "needs_review";
export type { Carrier, FulfilmentStatus };
export type ProviderName = "sandbox" | "stripe";
export type SubscriptionStatus = "active" | "past_due" | "cancelled";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What people quote: PM-10001 for an order, GF-10001 for a gift. Set by a trigger from a sequence. */
    reference: text("reference").notNull().unique().default(sql`null`),
    type: text("type").$type<OrderType>().notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    provider: text("provider").$type<ProviderName>().notNull(),
    /** No real money moves: the sandbox, or Stripe in test mode. */
    test: boolean("test").notNull(),
    currency: text("currency").notNull().default("gbp"),

    // Totals in pence, priced by the server (core/pricing.ts).
    itemsTotal: integer("items_total").notNull().default(0),
    giftWrapTotal: integer("gift_wrap_total").notNull().default(0),
    shippingTotal: integer("shipping_total").notNull().default(0),
    donationTotal: integer("donation_total").notNull().default(0),
    total: integer("total").notNull(),

    shippingOption: text("shipping_option").$type<"standard" | "express">(),
    frequency: text("frequency").$type<GiftFrequency>(),

    // The customer (orders) or donor (gifts).
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    postalCode: text("postal_code"),
    country: text("country"),
    message: text("message"),

    // The Gift Aid declaration, as the donor made it (HMRC needs name, home address, postcode, date).
    giftAidName: text("gift_aid_name"),
    giftAidAddress: text("gift_aid_address"),
    giftAidPostcode: text("gift_aid_postcode"),
    giftAidWordingVersion: text("gift_aid_wording_version"),
    giftAidText: text("gift_aid_text"),
    giftAidDeclaredAt: timestamp("gift_aid_declared_at", { withTimezone: true }),

    /**
     * The soft opt-in's box ("Please don't send me news about our work by email"), when the details
     * step offered it: soft_opt_in (left unticked) or declined (ticked). Null: not offered.
     */
    newsChoice: text("news_choice").$type<"soft_opt_in" | "declined">(),
    /**
     * A keyed hash of the browser id the payment came from (its cookie): what the success page's
     * request must show to read the order's email and items (docs/decisions/0041-holds-per-buyer.md).
     */
    buyerBrowser: text("buyer_browser"),

    // Monthly gifts.
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    subscriptionStatus: text("subscription_status").$type<SubscriptionStatus>(),
    /**
     * When the plan was cancelled: set by the database whenever `subscription_status` becomes
     * cancelled, whoever cancels (migration 0031), so the reports count cancellations per month.
     * Never written by code.
     */
    subscriptionCancelledAt: timestamp("subscription_cancelled_at", { withTimezone: true }),

    // Fulfilment (orders only): packed and handed to a carrier.
    fulfilmentStatus: text("fulfilment_status").$type<FulfilmentStatus>().notNull().default("unfulfilled"),
    carrier: text("carrier").$type<Carrier>(),
    trackingNumber: text("tracking_number"),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    /** Money given back so far, in pence (succeeded refunds). */
    refundedTotal: integer("refunded_total").notNull().default(0),
    /** Raised by every staff change: a page acting on an older version is refused. */
    version: integer("version").notNull().default(1),

    // Privacy (docs/privacy.md): a person asked to be erased but the law keeps this record, or its
    // retention period passed (or the person was erased) and its personal details were removed.
    heldReason: text("held_reason").$type<HeldReason>(),
    erasureRequestedAt: timestamp("erasure_requested_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),

    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    index("orders_subscription_idx").on(table.providerSubscriptionId),
    // The back office's lists, keyset-paged by (created_at, id), newest first within a type.
    // The migration adds INCLUDE (total, status, fulfilment_status, test), which drizzle can't
    // express: counting and summing a filtered set then reads only the index.
    // Orders waiting to be packed, oldest first: a few hundred rows however many orders exist.
    index("orders_to_dispatch_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.type} = 'merchandise' and ${table.fulfilmentStatus} = 'unfulfilled' and ${table.status} in ('paid', 'partially_refunded')`),
    // Search: an address, a postcode, a name, each by prefix (text_pattern_ops serves LIKE 'x%' in any locale).
    index("orders_email_search_idx").on(sql`lower(${table.email}) text_pattern_ops`),
    index("orders_postcode_search_idx").on(sql`upper(replace(${table.postalCode}, ' ', '')) text_pattern_ops`),
    index("orders_name_search_idx").on(sql`lower(${table.firstName} || ' ' || ${table.lastName}) text_pattern_ops`),
    index("orders_last_name_search_idx").on(sql`lower(${table.lastName}) text_pattern_ops`),
    // The dashboard's active monthly gifts, counted and summed from the index alone.
    index("orders_active_plans_idx")
      .on(table.test, table.total)
      .where(sql`${table.frequency} = 'monthly' and ${table.subscriptionStatus} = 'active' and ${table.status} in ('paid', 'partially_refunded', 'refunded')`),
    // The back office's monthly plans, newest first, by status or all (issue 33): without them the
    // planner read every subscription and sorted (123 ms at seed:demo's 20,000 plans; 1.3 ms with).
    // Partial, so a pending order (every create-payment) touches neither.
    index("orders_plans_by_status_idx")
      .on(table.subscriptionStatus, table.createdAt, table.id)
      .where(sql`${table.frequency} = 'monthly' and ${table.providerSubscriptionId} is not null and ${table.status} in ('paid', 'partially_refunded', 'refunded', 'needs_review')`),
    // The reports' months cut mid-month (a period's first and last days): the shop's sold orders
    // and the plans' starts and cancellations between two instants, read from these; whole
    // months come from the running totals (report-totals.ts).
    index("orders_sold_paid_idx")
      .on(table.test, table.paidAt)
      .where(sql`${table.type} = 'merchandise' and ${table.status} in ('paid', 'partially_refunded', 'refunded')`),
    index("orders_plan_started_idx")
      .on(table.test, table.paidAt)
      .where(sql`${table.frequency} = 'monthly' and ${table.providerSubscriptionId} is not null and ${table.status} in ('paid', 'partially_refunded', 'refunded', 'needs_review')`),
    index("orders_plan_cancelled_idx")
      .on(table.test, table.subscriptionCancelledAt)
      .where(sql`${table.frequency} = 'monthly' and ${table.providerSubscriptionId} is not null and ${table.status} in ('paid', 'partially_refunded', 'refunded', 'needs_review')`),
    index("orders_plans_list_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.frequency} = 'monthly' and ${table.providerSubscriptionId} is not null and ${table.status} in ('paid', 'partially_refunded', 'refunded', 'needs_review')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    /** The name when ordered, so a later catalogue edit doesn't rewrite history. */
    name: text("name").notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    size: text("size"),
    color: text("color"),
    giftWrap: boolean("gift_wrap").notNull().default(false),
    giftWrapPrice: integer("gift_wrap_price").notNull().default(0),
    notes: text("notes"),
    lineTotal: integer("line_total").notNull(),
  },
  (table) => [unique("order_lines_order_position_unique").on(table.orderId, table.position)],
);

/** One row per movement of money: a one-off payment, or one month of a monthly gift. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    provider: text("provider").$type<ProviderName>().notNull(),
    /** The provider's id for this money: a checkout session, or an invoice for subscriptions. */
    providerReference: text("provider_reference").notNull(),
    /** The provider's id for the charge itself (Stripe's PaymentIntent): refunds made in its dashboard name it. */
    providerPaymentId: text("provider_payment_id"),
    /** The order's type and test flag, copied when the money is recorded (neither ever changes), so
     * the giving lists and the dashboard count and sum payments from one index, without the join. */
    orderType: text("order_type").$type<OrderType>(),
    test: boolean("test"),
    amount: integer("amount").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Covered by Gift Aid: a paid gift with a declaration, not refunded, paid before any
     * cancellation by its donor. Its age and whether a claim has it are applied apart. Kept by
     * the database's triggers whenever the payment, its order, a refund or a cancellation
     * changes (migration 0014; docs/decisions/0015-giving-running-totals.md). Never written by code.
     */
    giftAidEligible: boolean("gift_aid_eligible").notNull().default(false),
    /**
     * A month of a monthly plan (its order is a plan: monthly, with a subscription, paid or held
     * for review), not a one-off gift: the reports' split. Kept by the database's triggers from
     * the order (migration 0036; docs/decisions/0035-reports-and-their-charts.md). Never written by code.
     */
    fromPlan: boolean("from_plan").notNull().default(false),
  },
  (table) => [
    unique("payments_provider_reference_unique").on(table.provider, table.providerReference),
    index("payments_order_idx").on(table.orderId),
    index("payments_provider_payment_idx").on(table.providerPaymentId),
    // The migration adds INCLUDE (amount, order_id), which drizzle can't express.
    index("payments_kind_paid_idx").on(table.orderType, table.test, table.paidAt.desc(), table.id.desc()),
    // The gifts list with live and test together (its default), newest first, a page at a time.
    index("payments_type_paid_idx").on(table.orderType, table.paidAt.desc(), table.id.desc()),
  ],
);

/**
 * Running totals of payments per UTC day, kind (order or gift) and live or test: what the gifts
 * list's totals and the dashboard read instead of every payment. Kept by triggers in the same
 * transaction as each payment, refund, claim, cancellation and order change (migration 0014;
 * docs/decisions/0015-giving-running-totals.md), so they are never behind. Never written by code.
 */
export const paymentDayTotals = pgTable(
  "payment_day_totals",
  {
    orderType: text("order_type").$type<OrderType>().notNull(),
    test: boolean("test").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    payments: integer("payments").notNull().default(0),
    /** Pence received, before refunds. */
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    /** Pence given back (succeeded refunds) of that day's payments. */
    refunded: bigint("refunded", { mode: "number" }).notNull().default(0),
    /** Pence of that day's payments covered by Gift Aid (`payments.gift_aid_eligible`) that no claim has yet. */
    giftAidClaimable: bigint("gift_aid_claimable", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderType, table.test, table.day] })],
);

/** Stripe events already handled, so a redelivered event does nothing. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export interface SandboxLineItem {
  name: string;
  description?: string;
  unitAmount: number;
  quantity: number;
}

/** The sandbox provider's hosted checkout sessions: what it was asked to charge, and whether it was paid. */
/**
 * Each order's checkout session at its provider, once the session exists: what the success page,
 * a returning cart and the provider's events name. Its own table, not a column of `orders`, so
 * that recording it writes two small index entries instead of a second version of the order
 * (every one of the back office's indexes on `orders` took a second entry: docs/performance.md,
 * issue 33).
 */
export const checkoutSessions = pgTable("checkout_sessions", {
  sessionId: text("session_id").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
});

export const sandboxSessions = pgTable("sandbox_sessions", {
  id: text("id").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  mode: text("mode").$type<"payment" | "subscription">().notNull(),
  purpose: text("purpose").$type<"order" | "gift">().notNull(),
  status: text("status").$type<"open" | "complete" | "expired">().notNull().default("open"),
  lineItems: jsonb("line_items").$type<SandboxLineItem[]>().notNull(),
  amountTotal: integer("amount_total").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

/**
 * The sandbox provider's monthly plans, one per paid subscription session: what Stripe keeps about
 * a subscription, so that staff and donors can change, cancel and "update the card" without keys.
 */
export const sandboxSubscriptions = pgTable("sandbox_subscriptions", {
  id: text("id").primaryKey(),
  sessionId: text("session_id")
    .notNull()
    .unique()
    .references(() => sandboxSessions.id),
  customerId: text("customer_id").notNull(),
  amount: integer("amount").notNull(),
  status: text("status").$type<"active" | "past_due" | "cancelled">().notNull().default("active"),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  /** The test card's last four digits, changed on the sandbox's billing page. */
  cardLast4: text("card_last4").notNull().default("4242"),
  cardUpdatedAt: timestamp("card_updated_at", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});

/** The sandbox provider's refunds: one per idempotency key, as Stripe keeps them. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    paymentReference: text("payment_reference").notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sandbox_refunds_payment_idx").on(table.paymentReference)],
);

/** Money given back: asked for by staff (pending until the provider answers) or made in Stripe's dashboard. */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    /** The provider's id; unique, so a refund reported twice (our call, then its webhook) is recorded once. */
    providerRefundId: text("provider_refund_id").unique(),
    createdBy: uuid("created_by"),
    /** Who asked: a staff member's email, or "Stripe dashboard". */
    createdByLabel: text("created_by_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [index("refunds_order_idx").on(table.orderId), index("refunds_payment_idx").on(table.paymentId)],
);

/** What happened to an order beyond payment and email: dispatches, their corrections and staff notes, for its timeline. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind").$type<"dispatched" | "dispatch_corrected" | "note">().notNull(),
    actorLabel: text("actor_label").notNull(),
    body: text("body"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.at)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
