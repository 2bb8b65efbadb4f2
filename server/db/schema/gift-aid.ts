// Gift Aid claims: which gifts went into which claim to HMRC (frozen as claimed, so a later
// edit of a donor's details doesn't rewrite what was sent), and refunds of claimed gifts to set
// against the next claim. A gift is in one claim at most, and adjusted at most once: unique
// constraints, not checks in code, make sure of it.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders, payments } from "./payments";

export const giftAidClaims = pgTable("gift_aid_claims", {
  id: uuid("id").primaryKey().defaultRandom(),
  status: text("status").$type<"built" | "submitted">().notNull().default("built"),
  /** A claim of test gifts (the sandbox, Stripe test mode): for trying the process, never for HMRC. */
  test: boolean("test").notNull().default(false),
  giftCount: integer("gift_count").notNull(),
  /** The gifts' total, in pence. */
  total: integer("total").notNull(),
  /** Refunds of gifts claimed before, set against this claim, in pence. */
  adjustmentsTotal: integer("adjustments_total").notNull().default(0),
  /** 25% of (total - adjustments), in pence. */
  giftAidDue: integer("gift_aid_due").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  hmrcReference: text("hmrc_reference"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  submittedBy: text("submitted_by"),
});

export const giftAidClaimItems = pgTable(
  "gift_aid_claim_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => giftAidClaims.id),
    /** One month of a monthly gift, or a one-time gift: claimed once, ever. */
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    reference: text("reference").notNull(),
    amount: integer("amount").notNull(),
    donatedAt: timestamp("donated_at", { withTimezone: true }).notNull(),
    // As HMRC's schedule has them, at the time of the claim.
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    house: text("house").notNull(),
    postcode: text("postcode").notNull(),
  },
  (table) => [index("gift_aid_claim_items_claim_idx").on(table.claimId)],
);

export const giftAidClaimAdjustments = pgTable("gift_aid_claim_adjustments", {
  id: uuid("id").primaryKey().defaultRandom(),
  claimId: uuid("claim_id")
    .notNull()
    .references(() => giftAidClaims.id),
  /** A claimed gift that was refunded afterwards: adjusted once. */
  paymentId: uuid("payment_id")
    .notNull()
    .unique()
    .references(() => payments.id),
  reference: text("reference").notNull(),
  /** The refunded amount, in pence. */
  amount: integer("amount").notNull(),
});

export type GiftAidClaimRow = typeof giftAidClaims.$inferSelect;
export type GiftAidClaimItemRow = typeof giftAidClaimItems.$inferSelect;
