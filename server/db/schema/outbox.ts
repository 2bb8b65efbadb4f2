// Emails waiting to be sent, written in the same transaction as whatever caused
// them (a paid order, a newsletter signup), so an email is queued if and only if
// its cause committed. The outbox worker (server/email/outbox.ts) delivers them.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type OutboxStatus = "pending" | "sent" | "failed";

export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the email is for, e.g. "order-confirmation": for logs and the dev outbox. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, no other worker sends this row. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Which claim holds the lease, so a worker whose lease lapsed cannot overwrite another's result. */
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    /** Enqueueing the same key twice queues one email: callers name what the email is about. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    // The worker's query: pending rows that are due.
    index("outbox_emails_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
