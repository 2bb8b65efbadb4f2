// Sign-in emails are sent in the background, so that asking for one answers the same, in the
// same time, whether or not anyone has the address (issue 32: unknown addresses answered in
// half the time, which told a stranger who works here or gives to a faith ministry, itself
// special-category data under UK GDPR). The HTTP answer only records the request (`enqueue`);
// this worker looks the address up and, for a staff member or a supporter, issues the code or
// link and queues its email, all in one transaction with the request's deletion. Each request
// is a job of the job queue (server/jobs/job-queue.ts, decision 0034): claimed with FOR UPDATE
// SKIP LOCKED and a lease, so several servers share the work and none handles a request twice;
// a server that stops mid-way rolls back, and the request is handled again. Nothing accepted is lost.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../db/client";
import { signInRequests, type SignInRequestKind } from "../db/schema/index";
import type { RequestContext } from "../domain/actor";
import { JobQueue } from "./job-queue";

/** Does the work for one request inside the worker's transaction (nothing, for an unknown address). */
export type SignInRequestHandler = (tx: Transaction, email: string, context: RequestContext, requestedAt: Date) => Promise<void>;

/** A code or link asked for over an hour ago would only confuse: it is dropped unsent. */
export const STALE_AFTER_MS = 60 * 60_000;
const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;

export interface SignInRequestQueue {
  /** Records a request; the caller answers at once, the same for every address. */
  enqueue(kind: SignInRequestKind, email: string, context: RequestContext): Promise<void>;
  /** Resolves once every request due now has been handled (tests wait on it for the email). */
  settled(): Promise<void>;
}

export interface SignInRequestWorkerOptions {
  db: Database;
  handlers: Record<SignInRequestKind, SignInRequestHandler>;
  /** After a transaction that may have queued an email commits: wake the outbox. */
  afterCommit: () => void;
  log: FastifyBaseLogger;
  /** How often to look for requests nothing woke this worker for (another server's, or from before a restart). */
  pollIntervalMs?: number;
}

export class SignInRequestWorker implements SignInRequestQueue {
  private readonly queue: JobQueue<typeof signInRequests>;

  constructor(private readonly options: SignInRequestWorkerOptions) {
    const { handlers } = options;
    this.queue = new JobQueue(options.db, {
      name: "sign-in requests",
      table: signInRequests,
      columns: { id: "id", dueAt: "notBefore", leaseUntil: "lockedUntil", claimToken: "claimToken", attempts: "attempts" },
      // The handler's writes (a code, a link, the email in the outbox) commit with the request's deletion.
      transactional: true,
      batchSize: 5,
      // A look-up and an insert or two: a minute is ample, and a server that died holding a request
      // hands it on within one.
      leaseMs: 60_000,
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      async run({ row, tx }) {
        if (Date.now() - row.createdAt.getTime() > STALE_AFTER_MS) return "delete";
        if (!tx) throw new Error("sign-in requests are handled in a transaction");
        const context: RequestContext = { ip: row.ip, ...(row.userAgent && { userAgent: row.userAgent }) };
        await handlers[row.kind](tx, row.email, context, row.createdAt);
        return "delete";
      },
      // Rolled back: the row is back. Try it again a little later, a few times at most.
      retry: {
        delayMs: () => RETRY_MS,
        giveUpWhen: (columns) => sql`${columns.attempts} >= ${MAX_ATTEMPTS}`,
        giveUp: "delete",
      },
      afterCommit: () => options.afterCommit(),
      describe: (row) => ({ request: row.id, kind: row.kind }),
      log: options.log,
    });
  }

  async enqueue(kind: SignInRequestKind, email: string, context: RequestContext): Promise<void> {
    await this.options.db.insert(signInRequests).values({ kind, email, ip: context.ip, userAgent: context.userAgent ?? null });
    // Woken by a timer: the request's own answer is written before any of this work starts.
    this.queue.notify();
  }

  start(): void {
    this.queue.start();
  }

  async stop(): Promise<void> {
    await this.queue.stop();
  }

  async settled(): Promise<void> {
    await this.queue.settled();
  }
}

const UNDO = Symbol("undo");

/**
 * The work a request does for a known address, in a savepoint: kept when `keep`, rolled back when
 * not. An unknown address gets the same statements, the same email rendered, then nothing kept:
 * the request after it (another visitor's, or the same stranger's next probe) finds the server
 * exactly as busy whether or not anyone has the address (issue 50: 11.5 ms against 3.8 ms).
 */
export async function sameWorkKeptOrUndone(tx: Transaction, keep: boolean, work: (savepoint: Transaction) => Promise<void>): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await work(savepoint);
      if (!keep) throw UNDO;
    });
  } catch (error) {
    if (error !== UNDO) throw error;
  }
}
