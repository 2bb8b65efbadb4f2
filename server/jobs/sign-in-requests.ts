// Sign-in emails are sent in the background, so that asking for one answers the same, in the
// same time, whether or not anyone has the address (issue 32: unknown addresses answered in
// half the time, which told a stranger who works here or gives to a faith ministry, itself
// special-category data under UK GDPR). The HTTP answer only records the request (`enqueue`);
// this worker looks the address up and, for a staff member or a supporter, issues the code or
// link and queues its email, all in one transaction with the request's deletion. Rows are
// claimed with FOR UPDATE SKIP LOCKED, as the outbox's are, so several servers share the work
// and none handles a request twice; a server that stops mid-way rolls back and another (or it,
// after a restart) handles the request again. Nothing accepted is lost.
import { asc, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../db/client";
import { signInRequests, type SignInRequestKind } from "../db/schema/index";
import type { RequestContext } from "../domain/actor";
import { PollingLoop } from "./polling-loop";

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
  private readonly loop: PollingLoop;

  constructor(private readonly options: SignInRequestWorkerOptions) {
    this.loop = new PollingLoop({
      round: async () => {
        while (!this.loop.stopped && (await this.handleOne())) {
          // keep going while there is work
        }
        return false;
      },
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      onError: (error) => options.log.error({ err: { message: String((error as Error)?.message ?? error) } }, "sign-in requests: could not read the queue"),
    });
  }

  async enqueue(kind: SignInRequestKind, email: string, context: RequestContext): Promise<void> {
    await this.options.db.insert(signInRequests).values({ kind, email, ip: context.ip, userAgent: context.userAgent ?? null });
    // Woken by a timer: the request's own answer is written before any of this work starts.
    this.loop.notify();
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  async settled(): Promise<void> {
    await this.loop.idle();
    while (!this.loop.stopped && (await this.handleOne())) {
      // handled one; look for the next
    }
    await this.loop.idle();
  }

  /** Handles the oldest due request; false when there was none. */
  private async handleOne(): Promise<boolean> {
    const { db, handlers, log } = this.options;
    let claimed: { id: string; attempts: number } | undefined;
    try {
      const handled = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(signInRequests)
          .where(lte(signInRequests.notBefore, sql`now()`))
          .orderBy(asc(signInRequests.createdAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return false;
        claimed = { id: row.id, attempts: row.attempts };
        await tx.delete(signInRequests).where(eq(signInRequests.id, row.id));
        if (Date.now() - row.createdAt.getTime() > STALE_AFTER_MS) return true;
        const context: RequestContext = { ip: row.ip, ...(row.userAgent && { userAgent: row.userAgent }) };
        await handlers[row.kind](tx, row.email, context, row.createdAt);
        return true;
      });
      if (handled) this.options.afterCommit();
      return handled;
    } catch (error) {
      if (!claimed) throw error;
      // Rolled back: the row is back. Try it again a little later, a few times at most.
      const gaveUp = claimed.attempts + 1 >= MAX_ATTEMPTS;
      if (gaveUp) await db.delete(signInRequests).where(eq(signInRequests.id, claimed.id));
      else
        await db
          .update(signInRequests)
          .set({ attempts: claimed.attempts + 1, notBefore: sql`now() + ${RETRY_MS}::integer * interval '1 millisecond'` })
          .where(eq(signInRequests.id, claimed.id));
      log.error({ err: { message: String((error as Error)?.message ?? error) }, attempts: claimed.attempts + 1, gaveUp }, "sign-in requests: handling failed");
      return true;
    }
  }
}
