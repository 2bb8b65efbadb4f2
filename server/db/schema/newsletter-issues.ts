// Newsletters sent from the site (docs/decisions/0040-newsletter-sending.md). An issue is written
// as a draft, then confirmed: its audience is counted and one delivery row per recipient written
// in the same transaction. The delivery rows are a kind of job of the one job queue
// (server/jobs/job-queue.ts): each is claimed, sent, and marked sent only once the SMTP server
// accepted it, so a restart or a second server carries on with the rows still pending.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { RichTextDoc } from "../../../core/pages/rich-text";
import { newsletterSubscribers } from "./newsletter";

export type NewsletterIssueStatus = "draft" | "sending" | "paused" | "sent" | "cancelled";

export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull().default(""),
    /** The short line mail clients show after the subject. */
    preview: text("preview").notNull().default(""),
    /** Rich text checked by core/pages/rich-text.ts on every save: never HTML. */
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    status: text("status").$type<NewsletterIssueStatus>().notNull().default("draft"),
    /** Counted on every save: a save from an older version is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
    /** How many were to receive it, counted when someone confirmed the send, and who did. */
    audienceCount: integer("audience_count"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: text("confirmed_by"),
    /** When the last delivery row was finished (sent, failed or skipped). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    check("newsletter_issues_status_check", sql`${table.status} in ('draft', 'sending', 'paused', 'sent', 'cancelled')`),
    // The public archive's list: sent issues, newest first.
    index("newsletter_issues_sent_idx").on(table.sentAt).where(sql`${table.status} = 'sent'`),
  ],
);

/**
 * pending: waiting its turn (or a retry after a temporary refusal); sent: the SMTP server accepted
 * it; failed: refused for good (5xx: the address is marked bounced) or too many temporary refusals;
 * skipped: the person unsubscribed, bounced or asked not to be contacted before their turn came;
 * cancelled: the issue was cancelled before their turn.
 */
export type NewsletterDeliveryStatus = "pending" | "sent" | "failed" | "skipped" | "cancelled";

export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    // Erasing the person erases their rows (docs/privacy.md).
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** The address as it was when the send was confirmed. */
    email: text("email").notNull(),
    status: text("status").$type<NewsletterDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: uuid("claim_token"),
    /** The last refusal, addresses removed. */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * SHA-256 (hex) of the unsubscribe token in this email's links. The token itself is derived
     * from the row's id with the site's secret when the email is sent, and never stored.
     */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    /** When this email's unsubscribe link was used. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    unique("newsletter_deliveries_issue_subscriber_unique").on(table.issueId, table.subscriberId),
    check("newsletter_deliveries_status_check", sql`${table.status} in ('pending', 'sent', 'failed', 'skipped', 'cancelled')`),
    // The queue's claim: pending rows that are due.
    index("newsletter_deliveries_due_idx").on(table.dueAt).where(sql`${table.status} = 'pending'`),
    // An issue's progress, and whether any of its rows is still pending.
    index("newsletter_deliveries_issue_status_idx").on(table.issueId, table.status),
    index("newsletter_deliveries_subscriber_idx").on(table.subscriberId),
  ],
);

export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;
export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;
