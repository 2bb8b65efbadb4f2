// POST /api/create-payment and POST /api/send-purchase-email (docs/http-contract.md).
import type { FastifyReply, FastifyRequest } from "fastify";
import { createPaymentSchema, type CreatePaymentResponse } from "../../core/schemas/payment-request";
import { sendPurchaseEmailSchema, type PurchaseStatus } from "../../core/schemas/purchase-status";
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
  };
}
