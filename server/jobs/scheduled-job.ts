// A job run once a day at a set hour, by whichever server claims it: the schedule lives in the
// scheduled_jobs table, not in a process. The row is a job of the job queue (server/jobs/job-queue.ts,
// decision 0034): every server looks every few minutes, the queue claims the row when it is due
// and nobody's lease is running, so two servers never run it at once; running it books the next
// day's run. A lease, not a lock, marks the runner: if it dies mid-run, the lease passes and
// another takes over. A restart loses nothing: a run that was due while every server was down
// happens at start.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { scheduledJobs } from "../db/schema/index";
import { JobQueue } from "./job-queue";

export interface ScheduledJobOptions {
  db: Database;
  name: string;
  /** The hour (UTC) the job is due each day. */
  hourUtc: number;
  run(now: Date): Promise<Record<string, unknown>>;
  log: { info(o: object, msg: string): void; error(o: object, msg: string): void };
  /** How often each server looks whether the job is due. */
  checkEveryMs?: number;
  /** How long a runner may hold the job before another may assume it died. */
  leaseMs?: number;
  /** After a failed run, try again this much later. */
  retryAfterMs?: number;
}

/** The next time the job is due after `now`: today's hour if still ahead, else tomorrow's. */
export function nextRunAfter(now: Date, hourUtc: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export class ScheduledJob {
  private readonly queue: JobQueue<typeof scheduledJobs>;

  constructor(private readonly options: ScheduledJobOptions) {
    const { name, hourUtc, log } = options;
    const retryAfterMs = options.retryAfterMs ?? 60 * 60_000;
    this.queue = new JobQueue(options.db, {
      name: `scheduled job ${name}`,
      table: scheduledJobs,
      columns: { id: "name", dueAt: "nextRunAt", leaseUntil: "leaseUntil", claimToken: "claimToken" },
      claimable: eq(scheduledJobs.name, name),
      onClaim: (now) => ({ lastStartedAt: now }),
      batchSize: 1,
      leaseMs: options.leaseMs ?? 60 * 60_000,
      pollIntervalMs: options.checkEveryMs ?? 5 * 60_000,
      async run({ now }) {
        const result = await options.run(now);
        return { nextRunAt: nextRunAfter(now, hourUtc), lastFinishedAt: new Date(), lastResult: result };
      },
      retry: {
        delayMs: () => retryAfterMs,
        record: (message) => ({ lastResult: { error: message } }),
      },
      afterCommit: (_job, outcome) => log.info({ job: name, result: outcome === "delete" ? undefined : outcome.lastResult }, "scheduled job ran"),
      // A failed nightly run is an error (someone should look), not a passing warning.
      log: { info: (o, msg) => log.info(o, msg), warn: (o, msg) => log.error(o, msg), error: (o, msg) => log.error(o, msg) },
    });
  }

  /** Books the job (due at once when seen for the first time), then looks now and every few minutes. */
  start(): void {
    void this.book(sql`now()`).then(
      () => this.queue.start(),
      (error: unknown) => this.options.log.error({ job: this.options.name, err: error }, "scheduled job: could not be booked"),
    );
  }

  /** Stops looking; waits for a run in progress to finish, so its transaction is not cut off. */
  async stop(): Promise<void> {
    await this.queue.stop();
  }

  /** Claims the job if it is due and nobody holds it, runs it, and books the next run. True if this call ran it. */
  async runIfDue(now = new Date()): Promise<boolean> {
    await this.book(now);
    return (await this.queue.runDue({ now, limit: 1 })) > 0;
  }

  /** A job seen for the first time is due at once. */
  private async book(now: Date | ReturnType<typeof sql>): Promise<void> {
    await this.options.db.insert(scheduledJobs).values({ name: this.options.name, nextRunAt: now }).onConflictDoNothing();
  }
}
