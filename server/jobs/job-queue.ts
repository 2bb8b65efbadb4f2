// The one mechanism that runs background work (decision 0034). A kind of job is the rows of one
// table that carry a due time, a lease and a claim token; a queue in every server claims due rows
// with FOR UPDATE SKIP LOCKED, runs each, and then finishes it, retries it with backoff or gives it
// up, every write guarded by the claim's token. The email outbox, the sign-in requests and the
// nightly jobs are its clients; a new kind is a table with these columns and a `run`.
import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client";
import { jobRateWindows } from "../db/schema/index";
import { PollingLoop } from "./polling-loop";

/** A column of the table, named as the table's TypeScript definition names it. */
export type ColumnKey<T extends PgTable> = keyof T["_"]["columns"] & string;

/** Where a kind keeps what the queue needs in each of its rows. */
export interface JobColumns<T extends PgTable> {
  id: ColumnKey<T>;
  /** Not claimed before this (a new row: its creation; a failed one: its retry). */
  dueAt: ColumnKey<T>;
  /** The claim's lease: while in the future, no other worker claims the row. */
  leaseUntil: ColumnKey<T>;
  /** Which claim holds the row: a worker whose lease lapsed can't finish another's claim. */
  claimToken: ColumnKey<T>;
  /** Tries so far, counted at each claim (a scheduled job counts none). */
  attempts?: ColumnKey<T>;
}

/** What becomes of a row: deleted, or these columns set (the lease and token are cleared too). */
export type Outcome<T extends PgTable> = "delete" | PgUpdateSetSource<T>;

export interface RetryPolicy<T extends PgTable> {
  /** The wait before the next try, after the `attempts`th failed (attempts is 0 without that column). */
  delayMs(attempts: number): number;
  /** True (in SQL, on the row) when a failure should end the row instead of retrying it. */
  giveUpWhen?: (columns: Record<ColumnKey<T>, PgColumn>) => SQL;
  /** What giving up does to the row. */
  giveUp?: Outcome<T>;
  /** Columns that record each failure (its message, addresses removed). */
  record?(message: string): PgUpdateSetSource<T>;
}

/** One claimed row, as a kind's `run` gets it. */
export interface Job<T extends PgTable> {
  row: T["$inferSelect"];
  /** The transaction the row's outcome is written in: a transactional kind's work belongs in it. */
  tx?: Transaction;
  /** When the job started, by this process's clock (or the time `runDue` was given). */
  now: Date;
}

export interface JobLog {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

export interface JobKind<T extends PgTable> {
  /** For logs, and the key of its per-minute counts. */
  name: string;
  table: T;
  columns: JobColumns<T>;
  /** Further conditions a due row must meet to be claimed (a status; not a paused issue's). */
  claimable?: SQL;
  /** Set on the row as it is claimed, beside the lease (e.g. when a run started). */
  onClaim?: (now: SQL) => PgUpdateSetSource<T>;
  /** Does the work, then says what becomes of the row. A throw is a failure: see `retry`. */
  run(job: Job<T>): Promise<Outcome<T>>;
  /**
   * Runs `run` and writes the row's outcome in one transaction: the work commits only with the
   * claim's finish, and a claim lost meanwhile rolls the work back. For work that is all in the
   * database (an email queued in the outbox); work outside it (an SMTP send) runs outside.
   */
  transactional?: boolean;
  retry: RetryPolicy<T>;
  /** After a row's outcome was committed (e.g. wake the outbox for the email a job queued). */
  afterCommit?: (job: Job<T>, outcome: Outcome<T>) => void;
  /** Fields that name a row in logs, never personal data. */
  describe?: (row: T["$inferSelect"]) => Record<string, unknown>;
  log: JobLog;
  /** Rows claimed at a time. */
  batchSize?: number;
  /**
   * A batch's rows run this many at a time (1 unless given). Sending one email waits on a few SMTP
   * round trips; a few sent side by side over the pool's connections keep it busy (decision 0040).
   */
  concurrency?: number;
  /** How long a claim lasts: longer than the longest run. */
  leaseMs?: number;
  /** How often to look when nothing wakes the queue (another server's rows, a retry falling due). */
  pollIntervalMs?: number;
  /** At most this many rows claimed in a clock minute, by every server together. */
  perMinute?: number;
}

/** The claim was lost (its lease lapsed and another worker claimed the row): nothing is written. */
export class LostClaimError extends Error {
  constructor(kind: string) {
    super(`${kind}: the claim was lost before the job finished`);
  }
}

/** Keeps addresses out of logs and stored errors: SMTP errors often quote the recipient. */
export function describeError(error: unknown): { message: string; code?: string; responseCode?: number } {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown } | undefined;
  const message = String(e?.message ?? error)
    .replace(/[^\s<>@]+@[^\s<>@]+/g, "<address>")
    .slice(0, 500);
  return {
    message,
    ...(typeof e?.code === "string" && { code: e.code }),
    ...(typeof e?.responseCode === "number" && { responseCode: e.responseCode }),
  };
}

const millis = (ms: number) => sql`${Math.round(ms)}::bigint * interval '1 millisecond'`;

export class JobQueue<T extends PgTable> {
  private readonly loop: PollingLoop;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly columns: Record<ColumnKey<T>, PgColumn>;

  constructor(
    private readonly db: Database,
    private readonly kind: JobKind<T>,
  ) {
    this.batchSize = kind.batchSize ?? 5;
    this.concurrency = Math.max(1, kind.concurrency ?? 1);
    this.leaseMs = kind.leaseMs ?? 5 * 60_000;
    this.columns = getTableColumns(kind.table) as Record<ColumnKey<T>, PgColumn>;
    this.loop = new PollingLoop({
      // A full batch: more may be waiting.
      round: async () => (await this.runDue()) >= this.batchSize,
      pollIntervalMs: kind.pollIntervalMs ?? 1_000,
      onError: (error) => kind.log.error({ job: kind.name, err: describeError(error) }, `${kind.name}: could not read the queue`),
    });
  }

  /** Whether `stop` was called. */
  get stopped(): boolean {
    return this.loop.stopped;
  }

  start(): void {
    this.loop.start();
  }

  /** A row was queued and committed: look now rather than at the next poll. */
  notify(): void {
    this.loop.notify();
  }

  /**
   * Stops claiming, lets the job in flight finish (its outcome written), and hands back the rows
   * of its batch not yet started, as if never claimed, for this or another server to take.
   */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Runs everything due now, batch after batch; resolves with how many rows were claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.runDue();
      total += claimed;
      if (claimed === 0 || this.loop.stopped) return total;
    }
  }

  /** Resolves once nothing due is left and no job of this queue is in flight. */
  async settled(): Promise<void> {
    await this.loop.idle();
    await this.drain();
    await this.loop.idle();
  }

  /**
   * Claims one batch of due rows and runs them; resolves with how many were claimed. `now` stands
   * in for the database's clock (a scheduled job's tests run it at set times).
   */
  async runDue(options: { now?: Date; limit?: number } = {}): Promise<number> {
    const token = randomUUID();
    const claimedAt = Date.now();
    const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
    const rows = await this.claim(token, now, options.limit ?? this.batchSize);
    let next = 0;
    // Each lane takes the batch's next row; between taking it and starting it nothing awaits, so
    // the rows after it are untaken when a lane hands them back.
    const lane = async () => {
      while (next < rows.length) {
        const index = next++;
        // Don't start a job that could outlive its lease, or one after stop(): hand the rest back.
        if (this.loop.stopped || Date.now() - claimedAt > this.leaseMs - Math.min(60_000, this.leaseMs / 2)) {
          next = rows.length;
          await this.release(rows.slice(index), token);
          return;
        }
        await this.runOne(rows[index]!, token, now, options.now ?? new Date());
      }
    };
    // Every lane ends before this returns (stop() waits for the jobs in flight), even when one fails.
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    const failed = lanes.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    return rows.length;
  }

  private column(key: ColumnKey<T>): PgColumn {
    return this.columns[key];
  }

  /** Column values keyed by the kind's column names, as drizzle's update takes them. */
  private set(values: Record<string, unknown>): PgUpdateSetSource<T> {
    return values as PgUpdateSetSource<T>;
  }

  private mine(row: T["$inferSelect"], token: string): SQL {
    const { id, claimToken } = this.kind.columns;
    return sql`${eq(this.column(id), this.idOf(row))} and ${eq(this.column(claimToken), token)}`;
  }

  private idOf(row: T["$inferSelect"]): unknown {
    return (row as Record<string, unknown>)[this.kind.columns.id];
  }

  private async claim(token: string, now: SQL, limit: number): Promise<Array<T["$inferSelect"]>> {
    const { perMinute } = this.kind;
    if (perMinute === undefined) return this.claimRows(this.db, token, now, limit);
    // The minute's allowance is counted in one row that every server locks while it claims.
    return this.db.transaction(async (tx) => {
      const name = this.kind.name;
      const minute = sql`date_trunc('minute', ${now})`;
      const window = and(eq(jobRateWindows.kind, name), eq(jobRateWindows.windowStart, minute));
      const fresh = await tx.insert(jobRateWindows).values({ kind: name, windowStart: minute }).onConflictDoNothing().returning({ kind: jobRateWindows.kind });
      if (fresh.length > 0) await tx.delete(jobRateWindows).where(and(eq(jobRateWindows.kind, name), lt(jobRateWindows.windowStart, sql`${now} - interval '1 hour'`)));
      const [counted] = await tx.select({ claimed: jobRateWindows.claimed }).from(jobRateWindows).where(window).for("update");
      const allowance = perMinute - (counted?.claimed ?? 0);
      if (allowance <= 0) return [];
      const rows = await this.claimRows(tx, token, now, Math.min(limit, allowance));
      if (rows.length > 0)
        await tx
          .update(jobRateWindows)
          .set({ claimed: sql`${jobRateWindows.claimed} + ${rows.length}` })
          .where(window);
      return rows;
    });
  }

  private async claimRows(db: Database | Transaction, token: string, now: SQL, limit: number): Promise<Array<T["$inferSelect"]>> {
    const { table, columns, claimable, onClaim } = this.kind;
    const dueAt = this.column(columns.dueAt);
    const leaseUntil = this.column(columns.leaseUntil);
    const due = db
      .select({ id: this.column(columns.id) })
      .from(table as PgTable)
      .where(and(lte(dueAt, now), or(isNull(leaseUntil), lt(leaseUntil, now)), claimable))
      .orderBy(asc(dueAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimValues: Record<string, unknown> = {
      [columns.leaseUntil]: sql`${now} + ${millis(this.leaseMs)}`,
      [columns.claimToken]: token,
    };
    if (columns.attempts) claimValues[columns.attempts] = sql`${this.column(columns.attempts)} + 1`;
    const rows: unknown = await db
      .update(table)
      .set({ ...this.set(claimValues), ...onClaim?.(now) })
      .where(inArray(this.column(columns.id), due))
      .returning();
    return rows as Array<T["$inferSelect"]>;
  }

  private async runOne(row: T["$inferSelect"], token: string, now: SQL, nowDate: Date): Promise<void> {
    const { kind } = this;
    let job: Job<T> = { row, now: nowDate };
    try {
      let outcome: Outcome<T>;
      if (kind.transactional) {
        outcome = await this.db.transaction(async (tx) => {
          job = { ...job, tx };
          const result = await kind.run(job);
          if (!(await this.finish(tx, row, token, result))) throw new LostClaimError(kind.name);
          return result;
        });
      } else {
        outcome = await kind.run(job);
        if (!(await this.finish(this.db, row, token, outcome))) throw new LostClaimError(kind.name);
      }
      kind.afterCommit?.(job, outcome);
    } catch (error) {
      if (error instanceof LostClaimError) {
        kind.log.warn({ job: kind.name, ...kind.describe?.(row) }, `${kind.name}: the claim lapsed before the job finished; another worker has it`);
        return;
      }
      await this.failed(row, token, now, error);
    }
  }

  /** Writes the outcome if this claim still holds the row; false when it no longer does. */
  private async finish(db: Database | Transaction, row: T["$inferSelect"], token: string, outcome: Outcome<T>): Promise<boolean> {
    const { table, columns } = this.kind;
    const written: unknown[] =
      outcome === "delete"
        ? await db
            .delete(table)
            .where(this.mine(row, token))
            .returning({ id: this.column(columns.id) })
        : await db
            .update(table)
            .set({ ...outcome, ...this.set({ [columns.leaseUntil]: null, [columns.claimToken]: null }) })
            .where(this.mine(row, token))
            .returning({ id: this.column(columns.id) });
    return written.length > 0;
  }

  /** A run threw: retry the row after its backoff, or give it up, and say so in the log. */
  private async failed(row: T["$inferSelect"], token: string, now: SQL, error: unknown): Promise<void> {
    const { kind } = this;
    const { columns, retry } = kind;
    const described = describeError(error);
    const attempts = columns.attempts ? Number((row as Record<string, unknown>)[columns.attempts]) : 0;
    const delay = retry.delayMs(attempts);
    const recorded = retry.record?.(described.message) ?? this.set({});
    const released = this.set({ [columns.leaseUntil]: null, [columns.claimToken]: null });
    const giveUpWhen = retry.giveUpWhen?.(this.columns);
    let gaveUp = false;
    const retried: unknown[] = await this.db
      .update(kind.table)
      .set({ ...recorded, ...released, ...this.set({ [columns.dueAt]: sql`${now} + ${millis(delay)}` }) })
      .where(giveUpWhen ? and(this.mine(row, token), sql`not (${giveUpWhen})`) : this.mine(row, token))
      .returning({ id: this.column(columns.id) });
    if (retried.length === 0 && giveUpWhen) {
      const outcome = retry.giveUp ?? "delete";
      gaveUp = outcome === "delete" ? await this.finish(this.db, row, token, outcome) : await this.finish(this.db, row, token, { ...recorded, ...outcome });
    }
    kind.log.warn({ job: kind.name, ...kind.describe?.(row), attempts, retryInMs: gaveUp ? undefined : delay, gaveUp, err: described }, `${kind.name}: job failed`);
  }

  /** Hands rows claimed but not started back, as they were before the claim. */
  private async release(rows: Array<T["$inferSelect"]>, token: string): Promise<void> {
    if (rows.length === 0) return;
    const { table, columns } = this.kind;
    const values: Record<string, unknown> = { [columns.leaseUntil]: null, [columns.claimToken]: null };
    if (columns.attempts) values[columns.attempts] = sql`${this.column(columns.attempts)} - 1`;
    await this.db
      .update(table)
      .set(this.set(values))
      .where(
        and(
          inArray(
            this.column(columns.id),
            rows.map((r) => this.idOf(r)),
          ),
          eq(this.column(columns.claimToken), token),
        ),
      );
  }
}
