// Newsletter issues in the back office (owners and editors; docs/admin-api.md, "Newsletters"):
// drafts written in the pages' rich text, a preview and a test to the person writing, the count
// of who would receive it, and the send, confirmed with that count: the issue's delivery rows are
// written in the confirming transaction, one per recipient, and the sender
// (server/jobs/newsletter-sender.ts) works through them. Pause, resume and cancel change only the
// issue: the sender claims rows of issues that are sending. Every change is audited.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  NEWSLETTER_BODY_RULES,
  type AdminNewsletter,
  type NewsletterDraftInput,
  type NewsletterProgress,
  type NewsletterSummary,
} from "../../../core/schemas/admin-newsletters";
import { checkRichText, paragraphs, type RichTextDoc } from "../../../core/pages/rich-text";
import type { Database, Transaction } from "../../db/client";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  type NewsletterIssueRow,
  type NewsletterIssueStatus,
} from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { ConflictError, InvalidInputError, NotFoundError, type FieldIssue } from "../../domain/errors";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { newsletterEmail } from "../../email/templates/newsletter-issue";
import type { AuditLog } from "../staff/audit-log";
import { audience, countAudience } from "./audience";
import { unsubscribeTokenFor, unsubscribeTokenHash } from "./unsubscribe-links";

export const newsletterArchivePath = (id: string) => `/newsletters/${id}`;
/** Delivery rows are written this many to a statement (six values each, well under PostgreSQL's limit). */
const INSERT_CHUNK = 1000;

export interface NewsletterIssues {
  list(): Promise<{ newsletters: NewsletterSummary[] }>;
  get(id: string): Promise<AdminNewsletter>;
  create(input: NewsletterDraftInput, actor: Actor, context: RequestContext): Promise<AdminNewsletter>;
  save(id: string, input: NewsletterDraftInput, actor: Actor, context: RequestContext): Promise<AdminNewsletter>;
  /** Deletes a draft (an issue once sending is kept). */
  remove(id: string, actor: Actor, context: RequestContext): Promise<void>;
  /** The saved draft as the email will look (for a subscriber by consent). */
  preview(id: string): Promise<{ subject: string; html: string; text: string }>;
  /** The saved draft, marked as a test, to the signed-in person's own address only. */
  sendTest(id: string, to: string, actor: Actor, context: RequestContext): Promise<void>;
  /** How many would receive it if it were sent now. */
  countAudience(): Promise<number>;
  /** Sends the draft to its audience, if the count the person confirmed is still the count. */
  send(id: string, confirmedCount: number, actor: Actor, context: RequestContext): Promise<AdminNewsletter>;
  pause(id: string, actor: Actor, context: RequestContext): Promise<AdminNewsletter>;
  resume(id: string, actor: Actor, context: RequestContext): Promise<AdminNewsletter>;
  cancel(id: string, actor: Actor, context: RequestContext): Promise<AdminNewsletter>;
  progress(id: string): Promise<NewsletterProgress>;
}

export interface NewsletterIssueDeps {
  db: Database;
  audit: AuditLog;
  outbox: Outbox;
  publicUrl: string;
  /** Signs each delivery's unsubscribe link (server/services/token-secret.ts). */
  secret: string;
  /** Wakes this server's sender after a send or a resume commits. */
  wake: () => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function summary(row: NewsletterIssueRow): NewsletterSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    audienceCount: row.audienceCount,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The subject, preview line and body as they will be kept, or the fields to fix. */
function checkedDraft(input: NewsletterDraftInput): { subject: string; preview: string; body: RichTextDoc } {
  const checked = checkRichText(input.body ?? paragraphs(), NEWSLETTER_BODY_RULES);
  if (!checked.doc) {
    const issues: FieldIssue[] = checked.issues.map((issue) => ({ field: issue.path ? `body.${issue.path}` : "body", message: issue.message }));
    throw new InvalidInputError("The newsletter's text needs changing: see the marked places", issues);
  }
  return { subject: input.subject, preview: input.preview, body: checked.doc };
}

/** What must be true of a draft before anyone receives it (a test or the send). */
function readyToSend(row: NewsletterIssueRow): void {
  const issues: FieldIssue[] = [];
  if (!row.subject) issues.push({ field: "subject", message: "Enter the subject before sending" });
  if (row.body.content.every((block) => block.type === "paragraph" && !block.content?.length)) issues.push({ field: "body", message: "Write the newsletter before sending it" });
  if (issues.length) throw new InvalidInputError("The newsletter isn't ready to send", issues);
}

export function createNewsletterIssues({ db, audit, outbox, publicUrl, secret, wake }: NewsletterIssueDeps): NewsletterIssues {
  const t = newsletterIssues;
  const d = newsletterDeliveries;

  async function row(tx: Database | Transaction, id: string, lock = false): Promise<NewsletterIssueRow> {
    if (!UUID.test(id)) throw new NotFoundError("No such newsletter");
    const query = tx.select().from(t).where(eq(t.id, id));
    const [found] = lock ? await query.for("update") : await query;
    if (!found) throw new NotFoundError("No such newsletter");
    return found;
  }

  async function progress(tx: Database | Transaction, issue: Pick<NewsletterIssueRow, "id" | "confirmedAt">): Promise<NewsletterProgress> {
    const counts = await tx.select({ status: d.status, n: count() }).from(d).where(eq(d.issueId, issue.id)).groupBy(d.status);
    const of = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    // Unsubscribed since: by this issue's link, or any other way after the send was confirmed.
    const [since] = await tx
      .select({ n: count() })
      .from(d)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, d.subscriberId))
      .where(
        and(
          eq(d.issueId, issue.id),
          inArray(d.status, ["sent"]),
          sql`(${d.unsubscribedAt} is not null or (${newsletterSubscribers.status} = 'unsubscribed' and ${newsletterSubscribers.unsubscribedAt} >= ${issue.confirmedAt ?? new Date(0)}))`,
        ),
      );
    return { sent: of("sent"), waiting: of("pending"), failed: of("failed"), skipped: of("skipped"), cancelled: of("cancelled"), unsubscribedSince: since?.n ?? 0 };
  }

  async function view(tx: Database | Transaction, issue: NewsletterIssueRow): Promise<AdminNewsletter> {
    return {
      ...summary(issue),
      version: issue.version,
      preview: issue.preview,
      body: issue.body,
      createdAt: issue.createdAt.toISOString(),
      createdBy: issue.createdBy,
      confirmedBy: issue.confirmedBy,
      archivePath: issue.status === "sent" ? newsletterArchivePath(issue.id) : null,
      progress: issue.status === "draft" ? null : await progress(tx, issue),
    };
  }

  /** Moves an issue between states, audited; refuses (409) from any state not listed. */
  async function transition(id: string, from: NewsletterIssueStatus[], to: NewsletterIssueStatus, action: string, actor: Actor, context: RequestContext, extra: Partial<NewsletterIssueRow> = {}) {
    const changed = await db.transaction(async (tx) => {
      const issue = await row(tx, id, true);
      if (!from.includes(issue.status)) throw new ConflictError(`This newsletter is ${issue.status === "sent" ? "already sent" : issue.status}: it can't be ${action} now`);
      const [updated] = await tx
        .update(t)
        .set({ status: to, ...extra })
        .where(eq(t.id, id))
        .returning();
      if (to === "cancelled") await tx.update(d).set({ status: "cancelled" }).where(and(eq(d.issueId, id), eq(d.status, "pending")));
      await audit.record({ actor, action: `newsletter.${action}`, target: { type: "newsletter", id }, context, details: { from: issue.status, to } }, tx);
      return updated!;
    });
    return changed;
  }

  return {
    async list() {
      const rows = await db.select().from(t).orderBy(desc(t.updatedAt)).limit(500);
      return { newsletters: rows.map(summary) };
    },

    async get(id) {
      return view(db, await row(db, id));
    },

    async create(input, actor, context) {
      const draft = checkedDraft(input);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(t)
          .values({ ...draft, createdBy: actor.actorLabel, updatedBy: actor.actorLabel })
          .returning();
        await audit.record({ actor, action: "newsletter.created", target: { type: "newsletter", id: created!.id }, context, details: { subject: draft.subject } }, tx);
        return view(tx, created!);
      });
    },

    async save(id, input, actor, context) {
      const draft = checkedDraft(input);
      return db.transaction(async (tx) => {
        const issue = await row(tx, id, true);
        if (issue.status !== "draft") throw new ConflictError("This newsletter has been sent: it can't be changed");
        if (input.version !== undefined && input.version !== issue.version) {
          throw new ConflictError(`${issue.updatedBy} saved this newsletter after you opened it. Copy your changes, reload, and make them again.`, [
            { field: "version", message: "Saved by someone else meanwhile" },
          ]);
        }
        const [saved] = await tx
          .update(t)
          .set({ ...draft, version: issue.version + 1, updatedAt: sql`now()`, updatedBy: actor.actorLabel })
          .where(eq(t.id, id))
          .returning();
        await audit.record({ actor, action: "newsletter.saved", target: { type: "newsletter", id }, context, details: { version: saved!.version } }, tx);
        return view(tx, saved!);
      });
    },

    async remove(id, actor, context) {
      await db.transaction(async (tx) => {
        const issue = await row(tx, id, true);
        if (issue.status !== "draft") throw new ConflictError("Only a draft can be deleted: a newsletter that was sent is kept");
        await tx.delete(t).where(eq(t.id, id));
        await audit.record({ actor, action: "newsletter.deleted", target: { type: "newsletter", id }, context, details: { subject: issue.subject } }, tx);
      });
    },

    async preview(id) {
      const issue = await row(db, id);
      return newsletterEmail({ subject: issue.subject || "(No subject yet)", preview: issue.preview, body: issue.body, publicUrl, basis: "consent" });
    },

    async sendTest(id, to, actor, context) {
      const issue = await row(db, id);
      readyToSend(issue);
      const email = await newsletterEmail({ subject: issue.subject, preview: issue.preview, body: issue.body, publicUrl, basis: "consent", test: true });
      await db.transaction(async (tx) => {
        // The test's unsubscribe link leads nowhere: the tester is not a subscriber.
        await enqueueEmail(tx, { kind: "newsletter-test", to, ...email, html: email.html, dedupeKey: `newsletter-test:${id}:${randomUUID()}` });
        await audit.record({ actor, action: "newsletter.test_sent", target: { type: "newsletter", id }, context, details: { version: issue.version } }, tx);
      });
      outbox.notify();
    },

    countAudience: () => countAudience(db),

    async send(id, confirmedCount, actor, context) {
      const sent = await db.transaction(async (tx) => {
        const issue = await row(tx, id, true);
        if (issue.status !== "draft") throw new ConflictError(`This newsletter is ${issue.status === "sent" ? "already sent" : issue.status}: it can't be sent again`);
        readyToSend(issue);
        const recipients = await audience(tx);
        if (recipients.length !== confirmedCount) {
          throw new ConflictError(`It would now go to ${recipients.length}, not ${confirmedCount}: check the number and confirm again`, [
            { field: "audienceCount", message: `The number of recipients is now ${recipients.length}` },
          ]);
        }
        if (recipients.length === 0) throw new InvalidInputError("Nobody would receive it: there are no confirmed subscribers yet", [{ field: "audienceCount", message: "Nobody would receive it" }]);
        for (let at = 0; at < recipients.length; at += INSERT_CHUNK) {
          await tx.insert(d).values(
            recipients.slice(at, at + INSERT_CHUNK).map((recipient) => {
              const deliveryId = randomUUID();
              return { id: deliveryId, issueId: id, subscriberId: recipient.id, email: recipient.email, unsubscribeTokenHash: unsubscribeTokenHash(unsubscribeTokenFor(secret, deliveryId)) };
            }),
          );
        }
        const [updated] = await tx
          .update(t)
          .set({ status: "sending", audienceCount: recipients.length, confirmedAt: sql`now()`, confirmedBy: actor.actorLabel })
          .where(eq(t.id, id))
          .returning();
        await audit.record({ actor, action: "newsletter.send_started", target: { type: "newsletter", id }, context, details: { audienceCount: recipients.length, subject: issue.subject } }, tx);
        return updated!;
      });
      // Fresh planner figures for the new rows. Without them the sender's claim of ten read every
      // pending row of the issue and sorted them (17 ms on PostgreSQL at 19,000 rows, for every
      // ten sent; PGlite has no autovacuum to catch up), where the due-time index reads ten.
      await db.execute(sql`analyze ${d}`);
      wake();
      return view(db, sent);
    },

    async pause(id, actor, context) {
      return view(db, await transition(id, ["sending"], "paused", "paused", actor, context));
    },

    async resume(id, actor, context) {
      const resumed = await transition(id, ["paused"], "sending", "resumed", actor, context);
      // Paused after its last row was sent: nothing is left to send, so it is sent.
      const done = await finishIfDone(db, id);
      wake();
      return view(db, done ? await row(db, id) : resumed);
    },

    async cancel(id, actor, context) {
      return view(db, await transition(id, ["sending", "paused"], "cancelled", "cancelled", actor, context, { cancelledAt: new Date() }));
    },

    async progress(id) {
      return progress(db, await row(db, id));
    },
  };
}

/** Sent issues, newest first: the public archive's list. */
export async function sentIssues(db: Database): Promise<Array<Pick<NewsletterIssueRow, "id" | "subject" | "preview" | "sentAt">>> {
  return db
    .select({ id: newsletterIssues.id, subject: newsletterIssues.subject, preview: newsletterIssues.preview, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "sent"), isNotNull(newsletterIssues.sentAt)))
    .orderBy(desc(newsletterIssues.sentAt));
}

/**
 * Marks a sending issue sent once none of its rows is pending (every one sent, failed, skipped or
 * cancelled); answers whether this call did. Run after each row's outcome and after a resume.
 */
export async function finishIfDone(db: Database | Transaction, issueId: string): Promise<boolean> {
  const finished = await db
    .update(newsletterIssues)
    .set({ status: "sent", sentAt: sql`now()` })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, "sending"),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId} and ${newsletterDeliveries.status} = 'pending')`,
      ),
    )
    .returning({ id: newsletterIssues.id });
  return finished.length > 0;
}
