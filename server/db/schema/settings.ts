import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value facts the server keeps for itself, such as a generated signing secret. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
