// A job run once a day at a set hour, by whichever server claims it: the schedule lives in the
// scheduled_jobs table, not in a process. Every server checks every few minutes; claiming is one
// conditional UPDATE (due, and nobody's lease running), so two servers never run it at once. A
// lease, not a lock, marks the runner: if it dies mid-run, the lease passes and another takes
// over. A restart loses nothing: a run that was due while every server was down happens at start.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { scheduledJobs } from "../db/schema/index";

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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: ScheduledJobOptions) {}

  start(): void {
    this.stopped = false;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.checkEveryMs ?? 5 * 60_000);
    this.timer.unref();
  }

  /** Stops looking; waits for a run in progress to finish, so its transaction is not cut off. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private tick(): Promise<unknown> {
    if (this.stopped || this.running) return this.running ?? Promise.resolve();
    this.running = this.runIfDue().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Claims the job if it is due and nobody holds it, runs it, and books the next run. True if this call ran it. */
  async runIfDue(now = new Date()): Promise<boolean> {
    const { db, name, hourUtc, log } = this.options;
    const leaseMs = this.options.leaseMs ?? 60 * 60_000;
    // A job seen for the first time is due at once.
    await db.insert(scheduledJobs).values({ name, nextRunAt: now }).onConflictDoNothing();
    const claimed = await db
      .update(scheduledJobs)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now })
      .where(sql`${scheduledJobs.name} = ${name} and ${scheduledJobs.nextRunAt} <= ${now.toISOString()}::timestamptz and (${scheduledJobs.leaseUntil} is null or ${scheduledJobs.leaseUntil} < ${now.toISOString()}::timestamptz)`)
      .returning({ name: scheduledJobs.name });
    if (claimed.length === 0) return false;
    try {
      const result = await this.options.run(now);
      await db
        .update(scheduledJobs)
        .set({ nextRunAt: nextRunAfter(now, hourUtc), leaseUntil: null, lastFinishedAt: new Date(), lastResult: result })
        .where(sql`${scheduledJobs.name} = ${name}`);
      log.info({ job: name, result }, "scheduled job ran");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(scheduledJobs)
        .set({ nextRunAt: new Date(now.getTime() + (this.options.retryAfterMs ?? 60 * 60_000)), leaseUntil: null, lastResult: { error: message } })
        .where(sql`${scheduledJobs.name} = ${name}`);
      log.error({ job: name, err: error }, "scheduled job failed; it will be tried again");
    }
    return true;
  }
}
