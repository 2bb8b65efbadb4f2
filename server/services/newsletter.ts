// Double opt-in newsletter subscriptions (docs/deviations.md, point 6). A signup stores
// the address as pending and queues a confirmation email in the same transaction;
// the signed link in it confirms; a signed link in every email unsubscribes.
import { and, eq, ne } from "drizzle-orm";
import type { NewsletterSignup } from "../../core/schemas/newsletter";
import type { Database, Transaction } from "../db/client";
import { newsletterSubscribers, type NewsletterSubscriber } from "../db/schema/index";
import { enqueueEmail, type Outbox } from "../email/outbox";
import { newsletterConfirmationEmail } from "../email/templates/newsletter-confirmation";
import { isSuppressed } from "./privacy/suppressions";
import {
  CONFIRM_TOKEN_TTL_MS,
  confirmToken,
  unsubscribeToken,
  verifyToken,
  type TokenCheck,
} from "./newsletter-tokens";

/** A repeated signup re-sends the confirmation, but not more often than this. */
export const CONFIRMATION_RESEND_INTERVAL_MS = 5 * 60 * 1000;

export const newsletterLinkPaths = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

export type ConfirmOutcome = { status: "confirmed" } | { status: "invalid"; reason: string };
export type UnsubscribeOutcome = { status: "unsubscribed" } | { status: "invalid"; reason: string };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** RFC 2369 and RFC 8058 headers: mail clients show their own one-click unsubscribe button. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function invalid(check: Extract<TokenCheck, { ok: false }>) {
  return { status: "invalid" as const, reason: check.reason };
}

export interface NewsletterServiceOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  /** Woken after a signup commits, so the confirmation leaves at once. */
  outbox?: Outbox;
  /** The clock, for tests. */
  now?: () => number;
}

export class NewsletterService {
  private readonly db: Database;
  private readonly publicUrl: string;
  private readonly secret: string;
  private readonly now: () => number;
  private readonly outbox?: Outbox;

  constructor(options: NewsletterServiceOptions) {
    this.outbox = options.outbox;
    this.db = options.db;
    this.publicUrl = options.publicUrl;
    this.secret = options.secret;
    this.now = options.now ?? Date.now;
  }

  confirmUrl(subscriberId: string, issuedAt = this.now()): string {
    return `${this.publicUrl}${newsletterLinkPaths.confirm}?token=${confirmToken(this.secret, subscriberId, issuedAt)}`;
  }

  /** The link every email to a subscriber carries (body and List-Unsubscribe header). */
  unsubscribeUrl(subscriberId: string): string {
    return `${this.publicUrl}${newsletterLinkPaths.unsubscribe}?token=${unsubscribeToken(this.secret, subscriberId, this.now())}`;
  }

  /**
   * Whatever the address's history, the caller answers the same, so a signup
   * never reveals whether someone is subscribed (or asked us, through the Fundraising
   * Preference Service, to stop: then nothing at all happens). New, or unsubscribed earlier:
   * pending, with a confirmation. Pending: the confirmation again, at most every
   * few minutes. Confirmed: nothing at all (no email a stranger could trigger).
   */
  async subscribe(signup: NewsletterSignup): Promise<void> {
    const email = normaliseEmail(signup.email);
    const now = new Date(this.now());
    await this.db.transaction(async (tx) => {
      // A Fundraising Preference Service request stands: nothing stored, nothing sent, and the
      // caller answers as it always does, so the signup reveals nothing.
      if (await isSuppressed(tx, email)) return;
      const [created] = await tx
        .insert(newsletterSubscribers)
        .values({
          email,
          firstName: signup.firstName ?? null,
          lastName: signup.lastName ?? null,
          source: signup.source,
          status: "pending",
          confirmationSentAt: now,
        })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning();
      if (created) return this.queueConfirmation(tx, created, now);

      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for("update");
      if (!existing || existing.status === "confirmed") return;
      const sentAt = existing.confirmationSentAt?.getTime();
      if (
        existing.status === "pending" &&
        sentAt !== undefined &&
        now.getTime() - sentAt < CONFIRMATION_RESEND_INTERVAL_MS
      ) {
        // Names typed on /connect after a footer signup are kept; the email just sent still stands.
        if (signup.firstName || signup.lastName) {
          await tx
            .update(newsletterSubscribers)
            .set({ firstName: signup.firstName ?? existing.firstName, lastName: signup.lastName ?? existing.lastName })
            .where(eq(newsletterSubscribers.id, existing.id));
        }
        return;
      }
      const [updated] = await tx
        .update(newsletterSubscribers)
        .set({
          status: "pending",
          firstName: signup.firstName ?? existing.firstName,
          lastName: signup.lastName ?? existing.lastName,
          source: signup.source,
          confirmationSentAt: now,
          // A new consent starts from nothing; unsubscribedAt stays, so older confirmation links stay dead.
          confirmedAt: null,
        })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      if (updated) await this.queueConfirmation(tx, updated, now);
    });
    this.outbox?.notify();
  }

  async confirm(token: unknown): Promise<ConfirmOutcome> {
    const check = verifyToken(this.secret, token, "confirm", this.now());
    if (!check.ok) return invalid(check);
    const { subscriberId, issuedAt } = check.claims;
    return this.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const [row] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, subscriberId))
        .for("update");
      if (!row) return { status: "invalid", reason: "unknown subscriber" };
      // Following the link twice is fine; the second visit changes nothing.
      if (row.status === "confirmed") return { status: "confirmed" };
      // A link sent before someone unsubscribed must not sign them up again.
      if (row.status === "unsubscribed" || (row.unsubscribedAt && issuedAt < row.unsubscribedAt.getTime())) {
        return { status: "invalid", reason: "issued before unsubscribing" };
      }
      await tx
        .update(newsletterSubscribers)
        // A proven address is deliverable again, whatever an SMTP server said of it before.
        .set({ status: "confirmed", confirmedAt: new Date(this.now()), bouncedAt: null })
        .where(eq(newsletterSubscribers.id, subscriberId));
      return { status: "confirmed" };
    });
  }

  async unsubscribe(token: unknown): Promise<UnsubscribeOutcome> {
    const check = verifyToken(this.secret, token, "unsubscribe", this.now());
    if (!check.ok) return invalid(check);
    const { subscriberId } = check.claims;
    const changed = await this.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date(this.now()) })
      .where(and(eq(newsletterSubscribers.id, subscriberId), ne(newsletterSubscribers.status, "unsubscribed")))
      .returning({ id: newsletterSubscribers.id });
    if (changed.length === 0) {
      // Already unsubscribed (a second click, or the mail client's one-click POST first) is still a success.
      const [row] = await this.db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, subscriberId));
      if (!row) return { status: "invalid", reason: "unknown subscriber" };
    }
    return { status: "unsubscribed" };
  }

  private async queueConfirmation(tx: Transaction, subscriber: NewsletterSubscriber, now: Date): Promise<void> {
    const unsubscribeUrl = this.unsubscribeUrl(subscriber.id);
    const email = await newsletterConfirmationEmail({
      confirmUrl: this.confirmUrl(subscriber.id, now.getTime()),
      unsubscribeUrl,
      validFor: `${Math.round(CONFIRM_TOKEN_TTL_MS / 86_400_000)} days`,
      publicUrl: this.publicUrl,
    });
    await enqueueEmail(tx, {
      kind: "newsletter-confirmation",
      to: subscriber.email,
      ...email,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
      dedupeKey: `newsletter-confirmation:${subscriber.id}:${now.getTime()}`,
    });
  }
}
