// Whether payments take real money: Stripe with a live key. The sandbox and Stripe's test keys
// take none, and every payment they make is marked as a test.
import type { Env } from "../env";

export function takesRealMoney(env: Pick<Env, "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY">): boolean {
  return env.PAYMENT_PROVIDER === "stripe" && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? "");
}
