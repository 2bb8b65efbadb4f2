// Wires payments into the app: the provider, fulfilment, and their routes.
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import { paymentRoutes } from "../routes/payments";
import { sandboxRoutes } from "../routes/sandbox";
import { webhookRoutes } from "../routes/webhooks";
import type { FulfilmentDeps } from "../services/fulfilment";
import { createPayments } from "./index";

export async function installPayments(app: FastifyInstance, { env, database }: { env: Env; database: DatabaseHandle }) {
  const payments = createPayments(env, database.db);
  const deps: FulfilmentDeps = {
    db: database.db,
    outbox: app.outbox,
    log: app.log.child({ component: "payments" }),
    emails: { orgEmail: env.ORG_EMAIL, publicUrl: env.PUBLIC_URL },
  };
  const limit = env.RATE_LIMIT_PAYMENTS_PER_MINUTE;
  await app.register(paymentRoutes, { deps, provider: payments.provider, publicUrl: env.PUBLIC_URL, perMinute: limit });
  await app.register(webhookRoutes, { deps, perMinute: env.RATE_LIMIT_WEBHOOKS_PER_MINUTE, ...(payments.stripe && { stripe: payments.stripe }) });
  if (payments.sandbox) {
    await app.register(sandboxRoutes, { deps, sandbox: payments.sandbox, publicUrl: env.PUBLIC_URL, perMinute: limit });
  }
  return payments;
}
