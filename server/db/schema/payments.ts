// Orders and gifts, their lines, the money that moved for them, the Stripe
// events already handled, and the sandbox provider's own checkout sessions.
// Unique constraints, not read-then-write checks, make fulfilment happen at most
// once (docs/decisions/0004-at-most-once-fulfilment.md).
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { GiftFrequency } from "../../../core/gift-aid";

export type OrderType = "merchandise" | "donation";
export type OrderStatus = "pending" | "paid" | "failed" | "cancelled";
export type ProviderName = "sandbox" | "stripe";
export type SubscriptionStatus = "active" | "past_due" | "cancelled";

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").$type<OrderType>().notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    provider: text("provider").$type<ProviderName>().notNull(),
    /** The provider's checkout session; set once the session exists. */
    providerSessionId: text("provider_session_id").unique(),
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

    // Monthly gifts.
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    subscriptionStatus: text("subscription_status").$type<SubscriptionStatus>(),

    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [index("orders_subscription_idx").on(table.providerSubscriptionId)],
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
    amount: integer("amount").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("payments_provider_reference_unique").on(table.provider, table.providerReference),
    index("payments_order_idx").on(table.orderId),
  ],
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

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
