// Complaints about how we handle someone's personal data (Data (Use and Access) Act 2025): the
// form at /privacy/complaint stores one, and the owners' back office works through it: a status
// each, notes, and the date a full answer is due. Kept two years after the last contact
// (core/retention.ts), part of subject access and erasure.
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ComplaintStatus } from "../../../core/schemas/complaint";

export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Trimmed and lower-cased, as every address we look people up by. */
    email: text("email").notNull(),
    /** What happened, as the person wrote it. */
    message: text("message").notNull(),
    status: text("status").$type<ComplaintStatus>().notNull().default("new"),
    /** The date by which we owe a full answer (set on arrival, changed by an owner if need be). */
    answerDueOn: date("answer_due_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last change staff made (status, due date or note): retention counts from here. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("complaints_status_check", sql`${table.status} in ('new', 'acknowledged', 'answered', 'closed')`),
    index("complaints_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("complaints_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("complaints_email_idx").on(table.email),
  ],
);

export type ComplaintRow = typeof complaints.$inferSelect;

/** What staff wrote about a complaint; audited as it is added, never edited. */
export const complaintNotes = pgTable(
  "complaint_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    complaintId: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    actorLabel: text("actor_label").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("complaint_notes_complaint_idx").on(table.complaintId, table.at)],
);

export type ComplaintNoteRow = typeof complaintNotes.$inferSelect;
