// The Fundraising Preference Service: a person asked (through the Fundraising Regulator) that we
// stop contacting them. While a request stands, the address gets no marketing email and no signup
// or soft opt-in adds it again. Matched by a SHA-256 of the normalised address, so the match
// still works after an erasure removes the address itself (docs/privacy.md).
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const marketingSuppressions = pgTable(
  "marketing_suppressions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** hex SHA-256 of the trimmed, lower-cased address: what every check compares. Null once lifted. */
    emailHash: text("email_hash"),
    /** The address as recorded (normalised); removed by an erasure or when the request is lifted. */
    email: text("email"),
    name: text("name"),
    address: text("address"),
    /** The reference the Fundraising Preference Service gave, if any. */
    reference: text("reference"),
    recordedBy: text("recorded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by"),
    liftedReason: text("lifted_reason"),
  },
  (table) => [
    // One standing request per address.
    uniqueIndex("marketing_suppressions_standing_idx").on(table.emailHash).where(sql`${table.liftedAt} is null`),
    index("marketing_suppressions_created_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);

export type MarketingSuppressionRow = typeof marketingSuppressions.$inferSelect;
