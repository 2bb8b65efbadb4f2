// The built-in payment provider used whenever Stripe keys are absent: a hosted
// checkout page on our own server (server/routes/sandbox.ts) that takes no card
// and moves no money. It keeps its own sessions, like a real provider, and
// reports a payment as the same PaymentEvent a verified Stripe event becomes.
// See docs/decisions/0003-sandbox-payment-provider.md.
import { randomBytes } from "node:crypto";
import { and, eq, sql, sum } from "drizzle-orm";
import { nextMonthlyPayment } from "../../core/dates";
import type { Pence } from "../../core/money";
import type { Database } from "../db/client";
import { createBatcher } from "../db/batcher";
import { jsonRows } from "../db/json-rows";
import {
  checkoutSessions,
  sandboxRefunds,
  sandboxSessions,
  sandboxSubscriptions,
  type SandboxSessionRow,
  type SandboxSubscriptionRow,
} from "../db/schema/index";
import { InvalidInputError } from "../domain/errors";
import {
  ProviderRefusedError,
  WebhookSignatureError,
  type BillingPortalRequest,
  type CheckoutRequest,
  type CreatedSession,
  type PaymentEvent,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
  type SessionSnapshot,
  type SubscriptionSnapshot,
  type VerifiedWebhook,
} from "./provider";

type NewSandboxSession = typeof sandboxSessions.$inferInsert;

export const SANDBOX_SESSION_PREFIX = "cs_sandbox_";

/** A paid monthly session's plan and customer take their ids from the session's. */
function sandboxIds(sessionId: string) {
  const suffix = sessionId.slice(SANDBOX_SESSION_PREFIX.length);
  return { subscriptionId: `sub_sandbox_${suffix}`, customerId: `cus_sandbox_${suffix}` };
}

/** Billed as Stripe bills and as the receipt says: the same day next month, or that month's last day. */
const oneMonthAfter = (date: Date): Date => nextMonthlyPayment(date);

function subscriptionSnapshot(row: SandboxSubscriptionRow): SubscriptionSnapshot {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    ...(row.status !== "cancelled" && { nextPaymentAt: row.currentPeriodEnd }),
    customerId: row.customerId,
  };
}

export function sandboxEvent(session: SandboxSessionRow): PaymentEvent {
  const base = { sessionId: session.id, orderId: session.orderId };
  if (session.status === "complete") {
    return {
      type: "checkout.paid",
      ...base,
      payment: {
        reference: session.id,
        // The sandbox refunds by the session: it is the charge as well.
        paymentId: session.id,
        amount: session.amountTotal,
        ...(session.mode === "subscription" && sandboxIds(session.id)),
      },
    };
  }
  if (session.status === "expired") return { type: "checkout.expired", ...base };
  return { type: "ignored" };
}

// One session per order, as Stripe's idempotency key gives us there: a second call for the
// same order stores nothing and answers the first session. The sandbox shares our database,
// so the same statement also records the new session for its order; and sessions asked for
// while the last statement was in flight are written together in the next one: create-payment
// is the busiest write (docs/decisions/0031-batched-payment-inserts.md).
const sessionColumns = ["id", "orderId", "mode", "purpose", "lineItems", "amountTotal", "successUrl", "cancelUrl"] as const;
const sessionRows = jsonRows(sandboxSessions, sessionColumns);
type NewSessionRow = Required<Pick<NewSandboxSession, (typeof sessionColumns)[number]>>;

/** Answers, for each row, the session stored for its order by this statement (undefined when the order already had one). */
function sessionCreator(db: Database) {
  return createBatcher(async (rows: readonly NewSessionRow[]) => {
    const result = (await db.execute(sql`
      with inserted as (
        insert into ${sandboxSessions} (${sessionRows.names}) select ${sessionRows.names} from ${sessionRows.from(rows)}
        on conflict (order_id) do nothing returning id, order_id
      )
      insert into ${checkoutSessions} (session_id, order_id) select id, order_id from inserted returning session_id, order_id`)) as {
      rows: { session_id: string; order_id: string }[];
    };
    const byOrder = new Map(result.rows.map((row) => [row.order_id, row.session_id]));
    return rows.map((row) => byOrder.get(row.orderId));
  });
}

export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly test = true;

  private readonly createAndRecord;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {
    this.createAndRecord = sessionCreator(db);
  }

  checkoutUrl(sessionId: string): string {
    return `${this.publicUrl}/sandbox/checkout/${sessionId}`;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CreatedSession> {
    const id = `${SANDBOX_SESSION_PREFIX}${randomBytes(24).toString("base64url")}`;
    const created = await this.createAndRecord({
      id,
      orderId: request.orderId,
      mode: request.interval ? "subscription" : "payment",
      purpose: request.purpose,
      lineItems: request.lines,
      amountTotal: request.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
      successUrl: request.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id),
      cancelUrl: request.cancelUrl,
    });
    if (created) return { id: created, url: this.checkoutUrl(created), recordedOnOrder: true };
    const [session] = await this.db
      .select({ id: sandboxSessions.id })
      .from(sandboxSessions)
      .where(eq(sandboxSessions.orderId, request.orderId));
    if (!session) throw new Error("sandbox session was not stored");
    return { id: session.id, url: this.checkoutUrl(session.id) };
  }

  async getSession(sessionId: string): Promise<SandboxSessionRow | undefined> {
    if (!sessionId.startsWith(SANDBOX_SESSION_PREFIX)) return undefined;
    const [session] = await this.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    return session;
  }

  async retrieveSession(sessionId: string): Promise<SessionSnapshot | undefined> {
    const session = await this.getSession(sessionId);
    if (!session) return undefined;
    return { id: session.id, orderId: session.orderId, status: session.status, event: sandboxEvent(session) };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      throw new InvalidInputError("A refund must be a whole number of pence above zero");
    }
    return this.db.transaction(async (tx) => {
      const [repeated] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      if (repeated) return { id: repeated.id, amount: repeated.amount, status: "succeeded" as const };
      // Locking the payment's session makes two refunds at once queue, so neither can overdraw it.
      const [session] = await tx.select().from(sandboxSessions).where(eq(sandboxSessions.id, request.paymentReference)).for("update");
      if (session?.status !== "complete") throw new ProviderRefusedError(`No paid payment ${request.paymentReference}`);
      const [given] = await tx
        .select({ total: sum(sandboxRefunds.amount).mapWith(Number) })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentReference, session.id));
      const left = session.amountTotal - (given?.total ?? 0);
      if (request.amount > left) {
        throw new ProviderRefusedError(`Only ${left} pence of this payment is left to refund`);
      }
      const id = `re_sandbox_${randomBytes(12).toString("base64url")}`;
      await tx.insert(sandboxRefunds).values({
        id,
        paymentReference: session.id,
        amount: request.amount,
        reason: request.reason ?? null,
        idempotencyKey: request.idempotencyKey,
      });
      return { id, amount: request.amount, status: "succeeded" as const };
    });
  }

  async getSubscription(subscriptionId: string): Promise<SandboxSubscriptionRow | undefined> {
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, subscriptionId));
    return row;
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined> {
    const row = await this.getSubscription(subscriptionId);
    return row && subscriptionSnapshot(row);
  }

  private async existingSubscription(subscriptionId: string): Promise<SandboxSubscriptionRow> {
    const row = await this.getSubscription(subscriptionId);
    if (!row) throw new ProviderRefusedError(`No monthly plan ${subscriptionId}`);
    return row;
  }

  async cancelSubscription(subscriptionId: string, when: "now" | "period_end"): Promise<SubscriptionSnapshot> {
    const row = await this.existingSubscription(subscriptionId);
    if (row.status === "cancelled") return subscriptionSnapshot(row);
    const [updated] = await this.db
      .update(sandboxSubscriptions)
      .set(when === "now" ? { status: "cancelled", cancelledAt: new Date(), cancelAtPeriodEnd: false } : { cancelAtPeriodEnd: true })
      .where(eq(sandboxSubscriptions.id, subscriptionId))
      .returning();
    return subscriptionSnapshot(updated ?? row);
  }

  async changeSubscriptionAmount(subscriptionId: string, amount: Pence): Promise<SubscriptionSnapshot> {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new InvalidInputError("A monthly amount must be a whole number of pence above zero");
    const row = await this.existingSubscription(subscriptionId);
    if (row.status === "cancelled") throw new ProviderRefusedError("A cancelled plan cannot be changed");
    // No proration: the month already paid stays as it was; the next payment is the new amount.
    const [updated] = await this.db.update(sandboxSubscriptions).set({ amount }).where(eq(sandboxSubscriptions.id, subscriptionId)).returning();
    return subscriptionSnapshot(updated ?? row);
  }

  billingUrl(subscriptionId: string, returnUrl: string): string {
    return `${this.publicUrl}/sandbox/billing/${subscriptionId}?return_url=${encodeURIComponent(returnUrl)}`;
  }

  /** The return link must come back to this site: the billing page never sends anyone elsewhere. */
  returnsHere(returnUrl: string): boolean {
    try {
      return new URL(returnUrl).origin === new URL(this.publicUrl).origin;
    } catch {
      return false;
    }
  }

  async createBillingPortalSession(request: BillingPortalRequest): Promise<{ url: string }> {
    if (!this.returnsHere(request.returnUrl)) throw new InvalidInputError("The billing page can only return to this site");
    const row = await this.existingSubscription(request.subscriptionId);
    return { url: this.billingUrl(row.id, request.returnUrl) };
  }

  /**
   * The billing page's form: the donor "updates the card" (the sandbox keeps only the last four
   * digits). A plan whose last payment failed is charged again on the new card, as Stripe retries
   * an open invoice: the answer then carries that payment, for fulfilment to record.
   */
  async updateCard(subscriptionId: string, last4: string): Promise<{ plan: SandboxSubscriptionRow; retried?: PaymentEvent } | undefined> {
    const [updated] = await this.db
      .update(sandboxSubscriptions)
      .set({ cardLast4: last4, cardUpdatedAt: new Date() })
      .where(eq(sandboxSubscriptions.id, subscriptionId))
      .returning();
    if (!updated) return undefined;
    if (updated.status !== "past_due") return { plan: updated };
    const [active] = await this.db
      .update(sandboxSubscriptions)
      .set({ status: "active", currentPeriodEnd: oneMonthAfter(new Date()) })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), eq(sandboxSubscriptions.status, "past_due")))
      .returning();
    if (!active) return { plan: updated };
    const invoice = `in_sandbox_${randomBytes(12).toString("base64url")}`;
    const session = await this.getSession(active.sessionId);
    return {
      plan: active,
      retried: {
        type: "subscription.paid",
        subscriptionId,
        ...(session && { orderId: session.orderId }),
        payment: { reference: invoice, paymentId: invoice, amount: active.amount, subscriptionId, customerId: active.customerId },
      },
    };
  }

  /** The billing page's test button: this month's payment fails, as a card that has expired would. */
  async failPayment(subscriptionId: string): Promise<PaymentEvent | undefined> {
    const [plan] = await this.db
      .update(sandboxSubscriptions)
      .set({ status: "past_due" })
      .where(and(eq(sandboxSubscriptions.id, subscriptionId), eq(sandboxSubscriptions.status, "active")))
      .returning();
    if (!plan) return undefined;
    const session = await this.getSession(plan.sessionId);
    return { type: "subscription.payment_failed", subscriptionId, ...(session && { orderId: session.orderId }) };
  }

  /** The sandbox reports payments through its own page, never by webhook: nothing sent here is genuine. */
  verifyWebhook(): VerifiedWebhook {
    throw new WebhookSignatureError("The sandbox sends no webhooks");
  }

  /** The pay button: open → complete. Returns the session as it now is. */
  async complete(sessionId: string): Promise<SandboxSessionRow | undefined> {
    await this.db
      .update(sandboxSessions)
      .set({ status: "complete", completedAt: new Date() })
      .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open")));
    const session = await this.getSession(sessionId);
    // Run on every click, not only the first: a plan is never missing for a paid monthly session.
    if (session?.status === "complete" && session.mode === "subscription") {
      const { subscriptionId, customerId } = sandboxIds(session.id);
      await this.db
        .insert(sandboxSubscriptions)
        .values({
          id: subscriptionId,
          customerId,
          sessionId: session.id,
          amount: session.amountTotal,
          currentPeriodEnd: oneMonthAfter(session.completedAt ?? new Date()),
        })
        .onConflictDoNothing({ target: sandboxSubscriptions.sessionId });
    }
    return session;
  }

  /** The cancel button: open → expired. */
  async expire(sessionId: string): Promise<SandboxSessionRow | undefined> {
    await this.db
      .update(sandboxSessions)
      .set({ status: "expired" })
      .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open")));
    return this.getSession(sessionId);
  }
}
