// The transactional outbox: `enqueueEmail` writes an email in the caller's
// transaction; `OutboxWorker` delivers due emails with retries and backoff.
// Several workers (several server processes on one Postgres) can run at once:
// each claims rows with FOR UPDATE SKIP LOCKED and a lease, so a row is sent by
// one of them. See docs/decisions/0002-email-outbox.md.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../db/client";
import { outboxEmails, type OutboxEmailRow } from "../db/schema/index";
import type { MailTransport } from "./transport";
import { PollingLoop } from "../jobs/polling-loop";

export interface OutboundEmail {
  /** What it is for, e.g. "order-confirmation" or "newsletter-confirm". */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * Names what this email is about, e.g. `order:<id>:customer`. Enqueueing the
   * same key again queues nothing, so a retried request never mails twice.
   */
  dedupeKey: string;
}

/**
 * Queues an email inside the caller's transaction: it is sent if, and only if,
 * the transaction commits. After the commit, call `outbox.notify()` (the app
 * decorates `app.outbox`) so this process's worker sends it at once rather than
 * at its next poll.
 */
export async function enqueueEmail(
  tx: Database | Transaction,
  email: OutboundEmail,
): Promise<{ id: string; created: boolean }> {
  const inserted = await tx
    .insert(outboxEmails)
    .values({
      kind: email.kind,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers ?? {},
      dedupeKey: email.dedupeKey,
    })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await tx
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, email.dedupeKey));
  if (!existing) throw new Error("outbox row vanished between insert and select");
  return { id: existing.id, created: false };
}

// docs/deviations.md: the first retry within 30 s, backing off to at most 15 minutes, for at least 3 days.
export const FIRST_RETRY_MS = 15_000;
export const MAX_RETRY_DELAY_MS = 15 * 60_000;
export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000;

/**
 * Delay before the next try after `attempts` failed tries: doubling from
 * `base`, capped, with ±20% jitter so many failed emails don't retry in lockstep.
 */
export function retryDelayMs(attempts: number, base = FIRST_RETRY_MS, random = Math.random): number {
  const exponential = base * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  const jittered = exponential * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, jittered));
}

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The From header, e.g. "Purpose Movement <hello@example.org>". */
  from: string;
  log: FastifyBaseLogger;
  /** How often to look for due emails when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** How long a claim lasts; longer than the transport's worst-case send. */
  leaseMs?: number;
  batchSize?: number;
  /** The first retry's delay; tests shorten it. */
  retryBaseMs?: number;
  /** How long to keep retrying, measured from when the email was queued. */
  retryWindowMs?: number;
}

/** Keeps addresses out of logs: SMTP errors often quote the recipient. */
function describeError(error: unknown): { message: string; code?: string; responseCode?: number } {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = String(e?.message ?? error)
    .replace(/[^\s<>@]+@[^\s<>@]+/g, "<address>")
    .slice(0, 500);
  return {
    message,
    ...(typeof e?.code === "string" && { code: e.code }),
    ...(typeof e?.responseCode === "number" && { responseCode: e.responseCode }),
  };
}

function messageIdDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
}

export class OutboxWorker {
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryBaseMs: number;
  private readonly retryWindowMs: number;
  private readonly domain: string;
  private readonly loop: PollingLoop;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 5;
    this.retryBaseMs = options.retryBaseMs ?? FIRST_RETRY_MS;
    this.retryWindowMs = options.retryWindowMs ?? RETRY_WINDOW_MS;
    this.domain = messageIdDomain(options.from);
    this.loop = new PollingLoop({
      // A full batch: more may be waiting.
      round: async () => (await this.runBatch()) >= this.batchSize,
      pollIntervalMs: this.pollIntervalMs,
      onError: (error) => options.log.error({ err: describeError(error) }, "outbox: could not read the queue"),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Something was queued (and committed): look now rather than at the next poll. */
  notify(): void {
    this.loop.notify();
  }

  /** Stops polling, lets an email being sent finish, and closes the transport. */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.options.transport.close();
  }

  /** Sends everything due now, then resolves with how many were claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.runBatch();
      total += claimed;
      if (claimed === 0 || this.loop.stopped) return total;
    }
  }

  /**
   * Resolves once nothing due is left and no send of this worker is in flight: the point after
   * which what was sent is all there will be until something new is queued or a retry falls due.
   */
  async settled(): Promise<void> {
    await this.loop.idle();
    await this.drain();
    await this.loop.idle();
  }

  private async claim(token: string): Promise<OutboxEmailRow[]> {
    const { db } = this.options;
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, "pending"),
          lte(outboxEmails.nextAttemptAt, sql`now()`),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({
        lockedUntil: sql`now() + ${this.leaseMs}::integer * interval '1 millisecond'`,
        claimToken: token,
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  private async runBatch(): Promise<number> {
    const token = randomUUID();
    const claimedAt = Date.now();
    const rows = await this.claim(token);
    for (const [index, row] of rows.entries()) {
      // Don't start a send that could outlive the lease, or one after stop(): give the rest back.
      if (this.loop.stopped || Date.now() - claimedAt > this.leaseMs - 60_000) {
        await this.release(rows.slice(index), token);
        break;
      }
      await this.deliver(row, token);
    }
    return rows.length;
  }

  private async deliver(row: OutboxEmailRow, token: string): Promise<void> {
    const { db, transport, from, log } = this.options;
    const mine = and(eq(outboxEmails.id, row.id), eq(outboxEmails.claimToken, token));
    try {
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
        messageId: `<outbox.${row.id}@${this.domain}>`,
      });
    } catch (error) {
      const delay = retryDelayMs(row.attempts, this.retryBaseMs);
      const described = describeError(error);
      const [updated] = await db
        .update(outboxEmails)
        .set({
          status: sql`case when ${outboxEmails.createdAt} < now() - ${this.retryWindowMs}::bigint * interval '1 millisecond' then 'failed' else 'pending' end`,
          nextAttemptAt: sql`now() + ${delay}::integer * interval '1 millisecond'`,
          lockedUntil: null,
          claimToken: null,
          lastError: described.message,
        })
        .where(mine)
        .returning({ status: outboxEmails.status });
      log.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, gaveUp: updated?.status === "failed", err: described },
        "outbox: send failed",
      );
      return;
    }
    await db
      .update(outboxEmails)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, claimToken: null, lastError: null })
      .where(mine);
    log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "outbox: sent");
  }

  private async release(rows: OutboxEmailRow[], token: string): Promise<void> {
    if (rows.length === 0) return;
    await this.options.db
      .update(outboxEmails)
      .set({ lockedUntil: null, claimToken: null, attempts: sql`${outboxEmails.attempts} - 1` })
      .where(
        and(
          inArray(
            outboxEmails.id,
            rows.map((r) => r.id),
          ),
          eq(outboxEmails.claimToken, token),
        ),
      );
  }
}

/** What the rest of the server sees: `app.outbox`. */
export interface Outbox {
  /** Wake this process's worker after committing a transaction that queued email. */
  notify(): void;
  /** Absent when there is no SMTP_URL or OUTBOX_WORKER=off: emails wait in the table. */
  readonly worker?: OutboxWorker;
}
