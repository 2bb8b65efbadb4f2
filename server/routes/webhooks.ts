// POST /api/webhooks/stripe: the provider verifies the signature against the raw
// body (the route reads it as bytes), then fulfilment (payments) or refunds handles the event. Answers 400
// to anything that cannot be verified, including when Stripe is not the provider;
// 500 (so Stripe retries) if handling fails.
import type { FastifyRequest } from "fastify";
import { InvalidInputError } from "../domain/errors";
import { WebhookSignatureError, type PaymentProvider } from "../payments/provider";
import type { Fulfilment } from "../services/fulfilment";
import type { Refunds } from "../services/orders/refunds";

export function webhookHandlers(provider: PaymentProvider, fulfilment: Fulfilment, refunds: Refunds) {
  return {
    async receive(request: FastifyRequest) {
      const unverified = () => new InvalidInputError("Webhook signature could not be verified");
      if (provider.name !== "stripe" || !Buffer.isBuffer(request.body)) throw unverified();
      const signature = request.headers["stripe-signature"];
      let verified;
      try {
        verified = provider.verifyWebhook(request.body, typeof signature === "string" ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, "webhook refused");
          throw unverified();
        }
        throw error;
      }
      if (verified.malformed) request.log.warn({ eventId: verified.id, type: verified.type, reason: verified.malformed }, "signed webhook not understood: ignored");
      const webhook = { id: verified.id, type: verified.type };
      // Refunds go to the refunds service; everything about an order's payment to fulfilment.
      const result =
        verified.event.type === "refund.updated"
          ? await refunds.recordFromProvider(provider.name, verified.event, webhook)
          : await fulfilment.apply(provider.name, verified.event, webhook);
      return { received: true, outcome: result.outcome };
    },
  };
}
