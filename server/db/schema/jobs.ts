// The job queue's tables (server/jobs/job-queue.ts, decision 0034): the nightly jobs' schedule,
// and the per-minute claim counts of kinds of job whose rate is limited across servers.
// A scheduled job's row, not a timer in a process, is the schedule: it survives restarts, and
// the queue claims it like any job, so of several servers only one runs it at a time.
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  /** Set while a server runs the job; another may take over once it passes (the runner died). */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  /** Which claim holds the lease, so a runner whose lease lapsed cannot book over another's run. */
  claimToken: uuid("claim_token"),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** What the last run did (counts), or its error message. */
  lastResult: jsonb("last_result").$type<Record<string, unknown>>(),
});

/**
 * How many jobs of a rate-limited kind were claimed in each clock minute, by every server: the
 * queue claims within what is left of the minute's allowance while holding this row's lock.
 * Rows older than an hour are deleted as new minutes begin.
 */
export const jobRateWindows = pgTable(
  "job_rate_windows",
  {
    kind: text("kind").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    claimed: integer("claimed").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.kind, table.windowStart] })],
);
