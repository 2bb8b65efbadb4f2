// Requests for a sign-in email (a staff code, a supporter's /account link), held for the
// moment between the answer and the work. The HTTP answer only writes this row, whether or not
// the address is known, so it reads and takes the same for both; a worker then looks the
// address up and queues the email (server/jobs/sign-in-requests.ts). A row lives seconds: it
// is deleted in the transaction that handles it, and one older than an hour is dropped unread.
// Each row is a job of the job queue (server/jobs/job-queue.ts): claimed with a lease and a token.
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type SignInRequestKind = "staff" | "supporter";

export const signInRequests = pgTable(
  "sign_in_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<SignInRequestKind>().notNull(),
    /** Normalised (trimmed, lower-cased) as typed: perhaps nobody's. */
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Failed tries so far; the worker gives up after a few. */
    attempts: integer("attempts").notNull().default(0),
    /** Not handled before this (a retry after a failure waits a little). */
    notBefore: timestamp("not_before", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, no other worker handles this request. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Which claim holds the lease, so a worker whose lease lapsed cannot finish another's claim. */
    claimToken: uuid("claim_token"),
  },
  (table) => [index("sign_in_requests_due_idx").on(table.notBefore)],
);
