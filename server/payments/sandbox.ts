// The built-in payment provider used whenever Stripe keys are absent: a hosted
// checkout page on our own server (server/routes/sandbox.ts) that takes no card
// and moves no money. It keeps its own sessions, like a real provider, and
// reports a payment as the same PaymentEvent a verified Stripe event becomes.
// See docs/decisions/0003-sandbox-payment-provider.md.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, sandboxSessions, type SandboxSessionRow } from "../db/schema/index";
import type { CheckoutRequest, CreatedSession, PaymentEvent, PaymentProvider, SessionSnapshot } from "./provider";

type NewSandboxSession = typeof sandboxSessions.$inferInsert;

export const SANDBOX_SESSION_PREFIX = "cs_sandbox_";

export function sandboxEvent(session: SandboxSessionRow): PaymentEvent {
  const base = { sessionId: session.id, orderId: session.orderId };
  if (session.status === "complete") {
    return {
      type: "checkout.paid",
      ...base,
      payment: {
        reference: session.id,
        amount: session.amountTotal,
        ...(session.mode === "subscription" && { subscriptionId: `sub_sandbox_${session.id.slice(SANDBOX_SESSION_PREFIX.length)}` }),
      },
    };
  }
  if (session.status === "expired") return { type: "checkout.expired", ...base };
  return { type: "ignored" };
}

// One session per order, as Stripe's idempotency key gives us there: a second call for the
// same order stores nothing and answers the first session. The sandbox shares our database,
// so the same statement also records the new session on its order, and it is prepared once:
// create-payment is the busiest write (docs/performance.md).
function prepareCreateAndRecord(db: Database) {
  const placeholders = ["id", "orderId", "mode", "purpose", "lineItems", "amountTotal", "successUrl", "cancelUrl"] as const;
  const inserted = db.$with("inserted").as(
    db
      .insert(sandboxSessions)
      .values(Object.fromEntries(placeholders.map((name) => [name, sql.placeholder(name)])) as unknown as NewSandboxSession)
      .onConflictDoNothing({ target: sandboxSessions.orderId })
      .returning({ id: sandboxSessions.id }),
  );
  return db
    .with(inserted)
    .update(orders)
    .set({ providerSessionId: sql`${inserted.id}`, updatedAt: sql`now()` })
    .from(inserted)
    .where(eq(orders.id, sql.placeholder("orderId")))
    .returning({ id: inserted.id })
    .prepare("create_sandbox_session");
}

export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly test = true;

  private readonly createAndRecord;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {
    this.createAndRecord = prepareCreateAndRecord(db);
  }

  checkoutUrl(sessionId: string): string {
    return `${this.publicUrl}/sandbox/checkout/${sessionId}`;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CreatedSession> {
    const id = `${SANDBOX_SESSION_PREFIX}${randomBytes(24).toString("base64url")}`;
    const [created] = await this.createAndRecord.execute({
      id,
      orderId: request.orderId,
      mode: request.interval ? "subscription" : "payment",
      purpose: request.purpose,
      lineItems: request.lines,
      amountTotal: request.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
      successUrl: request.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", id),
      cancelUrl: request.cancelUrl,
    });
    if (created) return { id: created.id, url: this.checkoutUrl(created.id), recordedOnOrder: true };
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

  /** The pay button: open → complete. Returns the session as it now is. */
  async complete(sessionId: string): Promise<SandboxSessionRow | undefined> {
    await this.db
      .update(sandboxSessions)
      .set({ status: "complete", completedAt: new Date() })
      .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, "open")));
    return this.getSession(sessionId);
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
