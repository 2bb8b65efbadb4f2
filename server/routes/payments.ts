// POST /api/create-payment and POST /api/send-purchase-email (DESIGN.md HTTP contract).
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { createPaymentSchema, type CreatePaymentResponse } from "../../core/schemas/payment-request";
import { sendPurchaseEmailSchema, type PurchaseStatus } from "../../core/schemas/purchase-status";
import { orders } from "../db/schema/index";
import { HttpError, parseOrThrow } from "../http/errors";
import { perMinute } from "../http/rate-limits";
import { ProviderUnavailableError, type PaymentProvider } from "../payments/provider";
import type { FulfilmentDeps } from "../services/fulfilment";
import { draftOrder, insertPendingOrder } from "../services/orders";
import { confirmPurchase } from "../services/purchase-status";

export interface PaymentRoutesOptions {
  deps: FulfilmentDeps;
  provider: PaymentProvider;
  publicUrl: string;
  perMinute: number;
}

export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, options) => {
  const { deps, provider, publicUrl } = options;
  const { db } = deps;

  app.post("/api/create-payment", { config: perMinute(options.perMinute) }, async (request, reply): Promise<CreatePaymentResponse> => {
    const body = parseOrThrow(createPaymentSchema, request.body);
    const draft = draftOrder(body);
    const orderId = await insertPendingOrder(db, draft, provider);
    let session;
    try {
      session = await provider.createCheckoutSession({
        orderId,
        ...draft.checkout,
        customerEmail: draft.order.email,
        successUrl: `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${publicUrl}/payment-cancelled`,
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.error({ orderId, err: { message: error.message, cause: String((error.cause as Error)?.message ?? "") } }, "checkout session failed");
      await db.update(orders).set({ status: "failed", updatedAt: sql`now()` }).where(eq(orders.id, orderId));
      throw new HttpError(502, "We couldn't reach the payment provider. Nothing was charged: please try again in a moment.");
    }
    if (!session.recordedOnOrder) {
      await db.update(orders).set({ providerSessionId: session.id, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    }
    request.log.info(
      { orderId, type: draft.order.type, total: draft.order.total, frequency: draft.order.frequency, provider: provider.name },
      "checkout session created",
    );
    reply.header("cache-control", "no-store");
    return { url: session.url };
  });

  app.post("/api/send-purchase-email", { config: perMinute(options.perMinute) }, async (request, reply): Promise<PurchaseStatus> => {
    const { sessionId } = parseOrThrow(sendPurchaseEmailSchema, request.body);
    const status = await confirmPurchase(deps, provider, sessionId);
    if (!status) throw new HttpError(404, "We couldn't find that payment", [{ field: "sessionId", message: "No payment has this session id" }]);
    reply.header("cache-control", "no-store");
    return status;
  });
};
