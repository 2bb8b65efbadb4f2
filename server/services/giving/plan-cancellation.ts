// Stopping a monthly gift, whoever asks (the donor at /account, or staff when the donor phones):
// at once at the provider, then, in one transaction, the plan marked cancelled, the audit entry
// and the donor's confirmation. Only the first of two cancellations at once does the last three.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders, type OrderRow } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import { enqueueEmail, type Outbox } from "../../email/outbox";
import { planEmail } from "../../email/templates/account-emails";
import type { PaymentProvider } from "../../payments/provider";
import type { AuditLog } from "../staff/audit-log";

export interface PlanCancellationDeps {
  db: Database;
  provider: PaymentProvider;
  audit: AuditLog;
  outbox: Outbox;
  publicUrl: string;
}

/** Cancels the order's plan now; false when it was already cancelled (nothing recorded or sent again). */
export async function cancelPlanNow(
  deps: PlanCancellationDeps,
  order: OrderRow,
  by: { actor: Actor; context: RequestContext; details: Record<string, unknown> },
): Promise<boolean> {
  await deps.provider.cancelSubscription(order.providerSubscriptionId!, "now");
  const email = await planEmail("cancelled", {
    reference: order.reference,
    firstName: order.firstName,
    amount: order.total,
    accountUrl: `${deps.publicUrl}/account`,
    test: order.test,
    publicUrl: deps.publicUrl,
  });
  const cancelled = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ subscriptionStatus: "cancelled", version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), sql`${orders.subscriptionStatus} is distinct from 'cancelled'`))
      .returning({ id: orders.id });
    if (!changed) return false;
    await deps.audit.record({ actor: by.actor, action: "plan.cancelled", target: { type: "gift", id: order.reference }, context: by.context, details: by.details }, tx);
    await enqueueEmail(tx, { kind: "plan-cancelled", to: order.email, ...email, dedupeKey: `order:${order.id}:plan-cancelled` });
    return true;
  });
  if (cancelled) deps.outbox.notify();
  return cancelled;
}
