// The transactional outbox: `enqueueEmail` writes an email in the caller's
// transaction; `OutboxWorker` delivers due emails with retries and backoff.
// Several workers (several server processes on one Postgres) can run at once:
// the job queue claims rows with FOR UPDATE SKIP LOCKED and a lease, so a row is
// sent by one of them. See docs/decisions/0002-email-outbox.md and 0034.
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../db/client";
import { outboxEmails } from "../db/schema/index";
import { JobQueue } from "../jobs/job-queue";
import type { MailTransport } from "./transport";

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

function messageIdDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
}

/**
 * Delivers the outbox's rows: a kind of job of the job queue (server/jobs/job-queue.ts), which
 * claims them, retries a failed send with backoff and gives up once the email is older than the
 * retry window. The row stays as the record of the email: sent, pending or failed.
 */
export class OutboxWorker {
  private readonly queue: JobQueue<typeof outboxEmails>;
  private readonly transport: MailTransport;

  constructor(options: OutboxWorkerOptions) {
    this.transport = options.transport;
    const { transport, from, log } = options;
    const retryBaseMs = options.retryBaseMs ?? FIRST_RETRY_MS;
    const retryWindowMs = options.retryWindowMs ?? RETRY_WINDOW_MS;
    const domain = messageIdDomain(from);
    this.queue = new JobQueue(options.db, {
      name: "outbox",
      table: outboxEmails,
      columns: { id: "id", dueAt: "nextAttemptAt", leaseUntil: "lockedUntil", claimToken: "claimToken", attempts: "attempts" },
      claimable: eq(outboxEmails.status, "pending"),
      batchSize: options.batchSize ?? 5,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      async run({ row }) {
        await transport.send({
          from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers,
          messageId: `<outbox.${row.id}@${domain}>`,
        });
        return { status: "sent", sentAt: sql`now()`, lastError: null };
      },
      retry: {
        delayMs: (attempts) => retryDelayMs(attempts, retryBaseMs),
        giveUpWhen: () => sql`${outboxEmails.createdAt} < now() - ${retryWindowMs}::bigint * interval '1 millisecond'`,
        giveUp: { status: "failed" },
        record: (message) => ({ lastError: message }),
      },
      afterCommit: ({ row }) => log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "outbox: sent"),
      describe: (row) => ({ outboxId: row.id, kind: row.kind }),
      log,
    });
  }

  start(): void {
    this.queue.start();
  }

  /** Something was queued (and committed): look now rather than at the next poll. */
  notify(): void {
    this.queue.notify();
  }

  /** Stops polling, lets an email being sent finish, hands back the rest, and closes the transport. */
  async stop(): Promise<void> {
    await this.queue.stop();
    this.transport.close();
  }

  /** Sends everything due now, then resolves with how many were claimed. */
  async drain(): Promise<number> {
    return this.queue.drain();
  }

  /**
   * Resolves once nothing due is left and no send of this worker is in flight: the point after
   * which what was sent is all there will be until something new is queued or a retry falls due.
   */
  async settled(): Promise<void> {
    await this.queue.settled();
  }
}

/** What the rest of the server sees: `app.outbox`. */
export interface Outbox {
  /** Wake this process's worker after committing a transaction that queued email. */
  notify(): void;
  /** Absent when there is no SMTP_URL or OUTBOX_WORKER=off: emails wait in the table. */
  readonly worker?: OutboxWorker;
}
