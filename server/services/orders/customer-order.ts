// The customer's own view of an order, opened from the link in their emails. A wrong
// or missing token answers exactly as an unknown reference does: not found.
import { and, asc, eq } from "drizzle-orm";
import type { CustomerOrder } from "../../../core/schemas/admin-orders";
import { trackingUrl } from "../../../core/tracking";
import type { Database } from "../../db/client";
import { orderLines, orders } from "../../db/schema/index";
import { NotFoundError } from "../../domain/errors";
import { isOrderToken } from "./order-link";

const NOT_FOUND = "We couldn't find that order. Check the link in your email.";

export function createCustomerOrders({ db, secret }: { db: Database; secret: string }) {
  return {
    async view(reference: string, token: unknown): Promise<CustomerOrder> {
      const normalised = reference.toUpperCase();
      // Checked before the database is asked, so a guess costs nothing and reveals nothing.
      if (!isOrderToken(secret, normalised, token)) throw new NotFoundError(NOT_FOUND);
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.reference, normalised), eq(orders.type, "merchandise")));
      if (!order) throw new NotFoundError(NOT_FOUND);
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
      return {
        reference: order.reference,
        createdAt: order.createdAt.toISOString(),
        payment: order.status,
        fulfilment: order.fulfilmentStatus,
        lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, size: l.size, color: l.color, lineTotal: l.lineTotal })),
        total: order.total,
        refunded: order.refundedTotal,
        dispatch:
          order.carrier && order.dispatchedAt
            ? {
                carrier: order.carrier,
                trackingNumber: order.trackingNumber,
                trackingUrl: order.trackingNumber ? trackingUrl(order.carrier, order.trackingNumber) : null,
                at: order.dispatchedAt.toISOString(),
              }
            : null,
        test: order.test,
      };
    },
  };
}

export type CustomerOrders = ReturnType<typeof createCustomerOrders>;
