// POST /api/create-payment, POST /api/send-purchase-email and GET /api/payment-status/:sessionId
// (docs/http-contract.md).
import type { FastifyReply, FastifyRequest } from "fastify";
import { createPaymentSchema, type CreatePaymentResponse } from "../../core/schemas/payment-request";
import { paymentStatusParamsSchema, sendPurchaseEmailSchema, type CartPaymentStatus, type PurchaseStatus, type WithheldPurchaseStatus } from "../../core/schemas/purchase-status";
import { browserIdOf, buyerCookieFor, issueBrowserId } from "../http/buyer-cookie";
import { parseOrThrow } from "../http/errors";
import type { Checkout } from "../services/checkout";

export function paymentHandlers(checkout: Checkout, publicUrl: string) {
  const buyerCookie = buyerCookieFor(publicUrl);
  return {
    async createPayment(request: FastifyRequest, reply: FastifyReply): Promise<CreatePaymentResponse> {
      const body = parseOrThrow(createPaymentSchema, request.body);
      // Who is paying: their earlier unpaid holds are replaced by this payment's.
      const session = await checkout.start(body, { ip: request.ip, browser: issueBrowserId(request, reply, buyerCookie) });
      reply.header("cache-control", "no-store");
      return session;
    },

    async sendPurchaseEmail(request: FastifyRequest, reply: FastifyReply): Promise<PurchaseStatus | WithheldPurchaseStatus> {
      const { sessionId } = parseOrThrow(sendPurchaseEmailSchema, request.body);
      // The buyer's email and items go back only to the browser the payment came from.
      const status = await checkout.confirm(sessionId, browserIdOf(request, buyerCookie));
      reply.header("cache-control", "no-store");
      return status;
    },

    async paymentStatus(request: FastifyRequest, reply: FastifyReply): Promise<CartPaymentStatus> {
      const { sessionId } = parseOrThrow(paymentStatusParamsSchema, request.params);
      const status = await checkout.cartStatus(sessionId);
      reply.header("cache-control", "no-store");
      return status;
    },
  };
}
