// Requests for a speaker from /book-call, kept whether or not the emails about them have gone yet,
// and the owners' inbox of them: a status each (new, replied, booked, declined) and staff notes.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { SpeakingRequestStatus } from "../../../core/schemas/admin-requests";

export const speakingRequests = pgTable(
  "speaking_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organisation: text("organisation").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    location: text("location").notNull(),
    audienceSize: integer("audience_size"),
    topic: text("topic"),
    message: text("message").notNull(),
    /** Where the request is in the owners' inbox. */
    status: text("status").$type<SpeakingRequestStatus>().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last change staff made (status or note). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("speaking_requests_status_check", sql`${table.status} in ('new', 'replied', 'booked', 'declined')`),
    // The inbox: newest first, all or one status (and the count of new ones).
    index("speaking_requests_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("speaking_requests_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

export type SpeakingRequestRow = typeof speakingRequests.$inferSelect;

/** What staff wrote about a request; audited as it is added, never edited. */
export const speakingRequestNotes = pgTable(
  "speaking_request_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => speakingRequests.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    actorLabel: text("actor_label").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("speaking_request_notes_request_idx").on(table.requestId, table.at)],
);

export type SpeakingRequestNoteRow = typeof speakingRequestNotes.$inferSelect;
