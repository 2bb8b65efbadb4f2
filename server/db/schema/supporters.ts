// Supporters looking after their own giving (/account): one-use sign-in links, their sessions,
// receipt links already used, and Gift Aid declarations cancelled (by the donor online, or
// recorded by staff). Emails are kept lower-case; tokens only as hashes.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A sign-in link emailed to a supporter: one use, 30 minutes. */
export const supporterSignInLinks = pgTable(
  "supporter_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("supporter_sign_in_links_email_idx").on(table.email, table.createdAt)],
);

/** A signed-in supporter: one hour from the link, never extended. */
export const supporterSessions = pgTable("supporter_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** A receipt's "Manage or cancel your monthly gift" link works once: its nonce is kept here when used. */
export const usedManageLinks = pgTable("used_manage_links", {
  nonce: text("nonce").primaryKey(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A donor's Gift Aid declarations stop covering gifts made after this. */
export const giftAidCancellations = pgTable(
  "gift_aid_cancellations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
    /** How the donor asked: "online" (their account), or as staff recorded it ("phone", "email", "letter"). */
    method: text("method").notNull(),
    recordedBy: text("recorded_by").notNull(),
  },
  (table) => [index("gift_aid_cancellations_email_idx").on(table.email)],
);
