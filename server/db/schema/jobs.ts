// Scheduled jobs (the nightly retention run): when each is next due and who holds it now.
// The row, not a timer in a process, is the schedule: it survives restarts, and claiming it
// is one conditional UPDATE, so of several servers only one runs a job at a time.
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  /** Set while a server runs the job; another may take over once it passes (the runner died). */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** What the last run did (counts), or its error message. */
  lastResult: jsonb("last_result").$type<Record<string, unknown>>(),
});
