// Requests for a speaker from /book-call, kept whether or not the emails about them have gone yet.
import { date, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const speakingRequests = pgTable("speaking_requests", {
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SpeakingRequestRow = typeof speakingRequests.$inferSelect;
