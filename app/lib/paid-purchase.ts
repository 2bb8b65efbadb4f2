// The last payment this browser saw confirmed, kept for a short while so that a flow opened again
// at its payment step (Back after paying, a refresh, the other tab) says it is paid and links to
// its confirmation, instead of a dead end or an offer to pay again (docs/deviations.md#16).
// localStorage, not sessionStorage: the success page often runs in the tab the payment opened.
import * as z from "zod/mini";
import { paths } from "@core/paths";

const KEY = "paid-purchase";
/** Long enough for Back and a refresh; short enough that a shared computer soon forgets it. */
export const PAID_PURCHASE_FRESH_MS = 30 * 60_000;

export type PaidKind = "order" | "gift";

const recordSchema = z.object({
  kind: z.enum(["order", "gift"]),
  sessionId: z.string().check(z.minLength(1), z.maxLength(255)),
  paidAt: z.number(),
});

export type PaidPurchase = z.output<typeof recordSchema>;

export function rememberPaidPurchase(kind: PaidKind, sessionId: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ kind, sessionId, paidAt: now } satisfies PaidPurchase));
  } catch {
    // Storage off: a flow opened again falls back to its usual first step.
  }
}

/** The confirmed payment of this kind from the last half hour, or null (never throws). */
export function recentPaidPurchase(kind: PaidKind, now = Date.now()): PaidPurchase | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const age = now - parsed.data.paidAt;
    return parsed.data.kind === kind && age >= 0 && age < PAID_PURCHASE_FRESH_MS ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The success page for this payment: it asks the server again, and sends no email twice. */
export function confirmationPath(purchase: PaidPurchase): string {
  return `${paths.paymentSuccess}?session_id=${encodeURIComponent(purchase.sessionId)}`;
}
