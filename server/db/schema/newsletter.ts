// Newsletter subscribers: double opt-in (docs/deviations.md, point 6), or the charitable-purpose
// soft opt-in from a gift or order (docs/privacy.md). One row per
// address, whatever its history: signing up again moves the same row.
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
/**
 * Where the address was given: a form, a supporter's own account (signed in by a link to it, so
 * already proven), or a gift or order whose details step offered the charitable-purpose soft opt-in.
 */
export type SubscriberSource = "connect" | "footer" | "account" | "gift" | "order";
/** Why we may email them: their confirmed consent, or the soft opt-in (PECR as amended in 2026). */
export type SubscriberBasis = "consent" | "soft_opt_in";

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, so one person has one row however they type it. */
    email: text("email").notNull().unique(),
    // The footer form asks for an email only.
    firstName: text("first_name"),
    lastName: text("last_name"),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    source: text("source").$type<SubscriberSource>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last confirmation email queued; repeat signups re-send at most every few minutes. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    basis: text("basis").$type<SubscriberBasis>().notNull().default("consent"),
    /** Soft opt-in: when the gift or order that collected the address was paid (the source says which). */
    softOptInAt: timestamp("soft_opt_in_at", { withTimezone: true }),
    /**
     * When an SMTP server refused the address for good (a 5xx) while sending a newsletter: no
     * newsletter goes to it again. A new signup or confirmation clears it.
     */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
  },
  (table) => [
    check("newsletter_subscribers_status_check", sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check("newsletter_subscribers_source_check", sql`${table.source} in ('connect', 'footer', 'account', 'gift', 'order')`),
    check("newsletter_subscribers_basis_check", sql`${table.basis} in ('consent', 'soft_opt_in')`),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
