// Sends newsletters: the delivery rows (server/db/schema/newsletter-issues.ts) are a kind of job
// of the one job queue (docs/decisions/0034-one-job-queue.md, 0040-newsletter-sending.md). A row
// is claimed with SKIP LOCKED, sent, and marked sent only once the SMTP server accepted it, so a
// restart (or another server) carries on with the rows still pending: nobody is missed, and only
// the one email in flight when a process died can reach its recipient twice. At most `perMinute`
// rows are claimed in a clock minute by every server together. A permanent refusal (5xx) of the
// address fails the row and marks the address bounced; a temporary one (4xx, a lost connection)
// is retried with backoff; neither stops the rest. Rows of a paused issue are not claimed.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers, type NewsletterDeliveryRow, type SubscriberBasis } from "../db/schema/index";
import { retryDelayMs } from "../email/outbox";
import { newsletterEmail, withUnsubscribeUrl, type RenderedNewsletter } from "../email/templates/newsletter-issue";
import { SMTP_CONNECTIONS, type MailTransport } from "../email/transport";
import { stillInAudience } from "../services/newsletters/audience";
import { finishIfDone } from "../services/newsletters/issues";
import { deliveryUnsubscribeUrl, unsubscribeTokenFor } from "../services/newsletters/unsubscribe-links";
import { listUnsubscribeHeaders } from "../services/newsletter";
import { describeError, JobQueue, type JobLog, type Outcome } from "./job-queue";

/** Temporary refusals of one address before its row is given up as failed. */
export const NEWSLETTER_MAX_ATTEMPTS = 8;
/** The default rate: what a small SMTP relay takes without complaint. */
export const DEFAULT_NEWSLETTER_PER_MINUTE = 120;

export interface NewsletterSenderOptions {
  db: Database;
  transport: MailTransport;
  /** The charity's sender, as every email has it. */
  from: string;
  publicUrl: string;
  secret: string;
  log: JobLog;
  /** 0: no limit. */
  perMinute: number;
  pollIntervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** The first retry's delay after a temporary refusal; tests shorten it. */
  retryBaseMs?: number;
  /** An issue's last row was finished (the archive has a new page). */
  onIssueSent?: (issueId: string) => void;
}

/** A refusal that will not change on retry: the address (RCPT TO) or this message (DATA), 5xx. */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown } | undefined;
  return typeof e?.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600 && (e.command === "RCPT TO" || e.command === "DATA");
}

function messageIdDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
}

export class NewsletterSender {
  private readonly queue: JobQueue<typeof newsletterDeliveries>;
  /** Each issue rendered once per reason for receiving it (its words can't change once sending). */
  private readonly rendered = new Map<string, Promise<RenderedNewsletter>>();
  private finishing: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: NewsletterSenderOptions) {
    const { db, transport, from, log } = options;
    const domain = messageIdDomain(from);
    const d = newsletterDeliveries;
    this.queue = new JobQueue(db, {
      name: "newsletter",
      table: d,
      columns: { id: "id", dueAt: "dueAt", leaseUntil: "lockedUntil", claimToken: "claimToken", attempts: "attempts" },
      claimable: and(eq(d.status, "pending"), inArray(d.issueId, db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, "sending")))),
      ...(options.perMinute > 0 && { perMinute: options.perMinute }),
      batchSize: options.batchSize ?? 10,
      // One email per SMTP connection at a time: sent one after another, each waiting on its round
      // trips (46 ms on loopback), 20,000 took 18 minutes; three at once, 7 (docs/performance.md).
      concurrency: SMTP_CONNECTIONS,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      pollIntervalMs: options.pollIntervalMs ?? 5_000,
      run: async ({ row }): Promise<Outcome<typeof d>> => {
        // Unsubscribed, bounced, erased or suppressed since the send was confirmed: not sent.
        const basis = await this.basisIfStillReceiving(row);
        if (!basis) return { status: "skipped" };
        const url = deliveryUnsubscribeUrl(options.publicUrl, unsubscribeTokenFor(options.secret, row.id));
        const email = withUnsubscribeUrl(await this.render(row.issueId, basis), url);
        try {
          await transport.send({ from, to: row.email, ...email, headers: listUnsubscribeHeaders(url), messageId: `<newsletter.${row.id}@${domain}>` });
        } catch (error) {
          if (isPermanentRefusal(error)) {
            await db.update(newsletterSubscribers).set({ bouncedAt: sql`now()` }).where(eq(newsletterSubscribers.id, row.subscriberId));
            return { status: "failed", lastError: describeError(error).message };
          }
          if (row.attempts >= NEWSLETTER_MAX_ATTEMPTS) return { status: "failed", lastError: describeError(error).message };
          throw error;
        }
        return { status: "sent", sentAt: sql`now()`, lastError: null };
      },
      retry: {
        delayMs: (attempts) => retryDelayMs(attempts, options.retryBaseMs),
        record: (message) => ({ lastError: message }),
      },
      afterCommit: ({ row }) => {
        this.finishing = this.finishing.then(() => this.finish(row.issueId)).catch((error: unknown) => log.error({ issueId: row.issueId, err: describeError(error) }, "newsletter: could not mark the issue sent"));
      },
      describe: (row) => ({ deliveryId: row.id, issueId: row.issueId }),
      log,
    });
  }

  private async basisIfStillReceiving(row: NewsletterDeliveryRow): Promise<SubscriberBasis | undefined> {
    const { db } = this.options;
    if (!(await stillInAudience(db, row.subscriberId))) return undefined;
    const [subscriber] = await db.select({ basis: newsletterSubscribers.basis }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row.subscriberId));
    return subscriber?.basis;
  }

  private render(issueId: string, basis: SubscriberBasis): Promise<RenderedNewsletter> {
    const key = `${issueId}:${basis}`;
    let email = this.rendered.get(key);
    if (!email) {
      email = (async () => {
        const [issue] = await this.options.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
        if (!issue) throw new Error("newsletter: the issue of a delivery row is gone");
        return newsletterEmail({ subject: issue.subject, preview: issue.preview, body: issue.body, publicUrl: this.options.publicUrl, basis });
      })();
      // A failed render is tried again with the next row.
      email.catch(() => this.rendered.delete(key));
      this.rendered.set(key, email);
    }
    return email;
  }

  private async finish(issueId: string): Promise<void> {
    if (await finishIfDone(this.options.db, issueId)) {
      for (const key of this.rendered.keys()) if (key.startsWith(`${issueId}:`)) this.rendered.delete(key);
      this.options.log.info({ issueId }, "newsletter: every recipient's row is finished");
      this.options.onIssueSent?.(issueId);
    }
  }

  start(): void {
    this.queue.start();
  }

  /** An issue started sending or resumed: look now rather than at the next poll. */
  notify(): void {
    this.queue.notify();
  }

  /** Stops claiming, lets the email in flight finish and hands back the rest of its batch. */
  async stop(): Promise<void> {
    await this.queue.stop();
    await this.finishing;
    this.options.transport.close();
  }

  /** One batch of due rows; `now` stands in for the database's clock (the rate's minute, a retry's time). */
  async runDue(options: { now?: Date } = {}): Promise<number> {
    const claimed = await this.queue.runDue(options);
    await this.finishing;
    return claimed;
  }

  /** Sends everything due now, batch after batch (within the minute's allowance). */
  async drain(): Promise<number> {
    const claimed = await this.queue.drain();
    await this.finishing;
    return claimed;
  }

  async settled(): Promise<void> {
    await this.queue.settled();
    await this.finishing;
  }
}
