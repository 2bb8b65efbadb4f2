// POST /api/create-payment, POST /api/send-purchase-email and GET /api/payment-status/:sessionId
// (docs/http-contract.md).
import type { FastifyReply, FastifyRequest } from "fastify";
import { createPaymentSchema, type CreatePaymentResponse } from "../../core/schemas/payment-request";
import { paymentStatusParamsSchema, sendPurchaseEmailSchema, type CartPaymentStatus, type PurchaseStatus } from "../../core/schemas/purchase-status";
import { parseOrThrow } from "../http/errors";
import type { Checkout } from "../services/checkout";

export function paymentHandlers(checkout: Checkout) {
  return {
    async createPayment(request: FastifyRequest, reply: FastifyReply): Promise<CreatePaymentResponse> {
      const session = await checkout.start(parseOrThrow(createPaymentSchema, request.body));
      reply.header("cache-control", "no-store");
      return session;
    },

    async sendPurchaseEmail(request: FastifyRequest, reply: FastifyReply): Promise<PurchaseStatus> {
      const { sessionId } = parseOrThrow(sendPurchaseEmailSchema, request.body);
      const status = await checkout.confirm(sessionId);
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
