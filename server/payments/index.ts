// Chooses the payment provider as PAYMENT_PROVIDER says (server/env.ts works it out when unset).
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { PaymentProvider } from "./provider";
import { SandboxProvider } from "./sandbox";
import { StripeProvider } from "./stripe";

export interface Payments {
  provider: PaymentProvider;
  /** Set when Stripe is in use: the webhook route verifies events with it. */
  stripe?: StripeProvider;
  /** Set when the sandbox is in use: its hosted page drives it. */
  sandbox?: SandboxProvider;
}

export function createPayments(env: Env, db: Database): Payments {
  if (env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const stripe = new StripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(env.STRIPE_API_URL && { apiUrl: env.STRIPE_API_URL }),
    });
    return { provider: stripe, stripe };
  }
  const sandbox = new SandboxProvider(db, env.PUBLIC_URL);
  return { provider: sandbox, sandbox };
}
