// POST /api/webhooks/stripe: verifies the signature against the raw body, then
// hands the event to fulfilment. Answers 400 to anything it cannot verify,
// including when Stripe is not configured; 500 (so Stripe retries) if handling fails.
import type { FastifyPluginAsync } from "fastify";
import { HttpError } from "../http/errors";
import { perMinute } from "../http/rate-limits";
import { WebhookSignatureError, type StripeProvider } from "../payments/stripe";
import { applyPaymentEvent, type FulfilmentDeps } from "../services/fulfilment";

export interface WebhookRoutesOptions {
  deps: FulfilmentDeps;
  stripe?: StripeProvider;
  perMinute: number;
}

export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, { deps, stripe, perMinute: max }) => {
  // In this plugin only: keep JSON bodies as bytes, because the signature covers the exact bytes.
  // Any other type is kept too, so that it fails verification with a 400 like every unverifiable event.
  const keepBytes = { parseAs: "buffer" as const, bodyLimit: 512 * 1024 };
  app.addContentTypeParser("application/json", keepBytes, (_request, body, done) => done(null, body));
  app.addContentTypeParser("*", keepBytes, (_request, body, done) => done(null, body));

  app.post("/api/webhooks/stripe", { config: perMinute(max) }, async (request) => {
    const unverified = () => new HttpError(400, "Webhook signature could not be verified");
    if (!stripe || !Buffer.isBuffer(request.body)) throw unverified();
    const signature = request.headers["stripe-signature"];
    let verified;
    try {
      verified = stripe.verifyWebhook(request.body, typeof signature === "string" ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        request.log.warn({ reason: error.message }, "webhook refused");
        throw unverified();
      }
      throw error;
    }
    const result = await applyPaymentEvent(deps, "stripe", verified.event, { id: verified.id, type: verified.type });
    return { received: true, outcome: result.outcome };
  });
};
