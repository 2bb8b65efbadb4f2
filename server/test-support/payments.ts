// Request bodies for payment tests, shaped as the browser sends them (docs/product-rules.md#data-shapes, pounds).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { penceToPounds } from "../../core/money";
import { seedLookup } from "../../core/catalogue-seed";
import { priceOrder, type ShippingOptionId } from "../../core/pricing";
import type { DonationPaymentRequest, MerchandisePaymentRequest } from "../../core/schemas/payment-request";
import type { Database } from "../db/client";
import { orders, type OrderRow } from "../db/schema/index";
import { findOrderIdBySession } from "../services/orders/store";

export const customer = {
  firstName: "Amara",
  lastName: "Campbell",
  email: "amara@example.test",
  phone: "07700 900123",
  address: "12 Peckham Road",
  city: "London",
  postalCode: "SE15 5JR",
  country: "United Kingdom",
};

export interface CartLine {
  id: string;
  quantity: number;
  giftWrap?: boolean;
  size?: "XS" | "S" | "M" | "L" | "XL" | "XXL" | "3XL";
  color?: "Black" | "White" | "Navy" | "Red" | "Green" | "Purple" | "Yellow" | "Pink";
  customerNotes?: string;
}

/** A merchandise body whose amount is the shared pricing's total (the browser's own sum). */
export function merchandiseBody(
  lines: CartLine[],
  options: { shippingOption?: ShippingOptionId; donationAmount?: number } = {},
): MerchandisePaymentRequest {
  const donationPence = Math.round((options.donationAmount ?? 0) * 100);
  const { totals } = priceOrder({
    lines: lines.map((l) => ({ productId: l.id, quantity: l.quantity, giftWrap: l.giftWrap ?? false })),
    shipping: options.shippingOption ?? "standard",
    donation: donationPence,
  }, seedLookup);
  return {
    type: "merchandise",
    amount: penceToPounds(totals.total),
    currency: "gbp",
    items: lines.map((l) => ({ ...l, giftWrap: l.giftWrap ?? false })),
    donorInfo: customer,
    shippingOption: options.shippingOption ?? "standard",
    donationAmount: options.donationAmount ?? 0,
  };
}

/**
 * Someone else buying: their own client address and email. Stock holds are per buyer (a buyer's
 * new payment replaces their earlier unpaid holds), so tests of several buyers use several.
 */
export function otherBuyer(n: number): { remoteAddress: string; email: string } {
  return { remoteAddress: `198.51.100.${n % 250}`, email: `buyer${n}@example.test` };
}

/** The same body, sent by someone with this email address. */
export function fromEmail<T extends MerchandisePaymentRequest>(body: T, email: string): T {
  return { ...body, donorInfo: { ...body.donorInfo, email } };
}

export const donor = { firstName: "Daniel", lastName: "Reid", email: "daniel@example.test", message: "Keep going!" };

export function donationBody(amount: number, options: Partial<DonationPaymentRequest> = {}): DonationPaymentRequest {
  return {
    type: "donation",
    amount,
    currency: "gbp",
    frequency: "one-time",
    donorInfo: donor,
    ...options,
  };
}

/** The sale bundle twice, gift-wrapped; a tee; express shipping; a £5 donation: £89.95. */
export const mixedCart = merchandiseBody(
  [
    { id: "passport-to-purpose-tee-and-hat-bundle", quantity: 2, giftWrap: true, size: "L", color: "Navy", customerNotes: "Print on the back please" },
    { id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black" },
  ],
  { shippingOption: "express", donationAmount: 5 },
);

// The browser id each payment's answer gave (its pm_buyer cookie), by checkout session: the success
// page's request reads the order's email and items only with it (docs/decisions/0041-holds-per-buyer.md).
const browsers = new Map<string, string>();

/** Keeps the cookie a create-payment answer set, for that session's later status requests. */
export function rememberBrowser(response: { headers: Record<string, unknown>; json<T>(): T }): void {
  const set = response.headers["set-cookie"];
  const cookie = (Array.isArray(set) ? set : [set]).map(String).find((c) => /^(__Host-)?pm_buyer=/.test(c));
  const sessionId = response.json<{ sessionId?: string }>().sessionId;
  if (cookie && sessionId) browsers.set(sessionId, cookie.split(";")[0]!);
}

/** The headers of the browser that made this session's payment (none if unknown). */
export function browserOf(sessionId: unknown): { cookie: string } | Record<string, never> {
  const cookie = typeof sessionId === "string" ? browsers.get(sessionId) : undefined;
  return cookie ? { cookie } : {};
}

/** Buys through the sandbox as a customer would (create-payment, then the pay button); answers the session and the order's reference. */
export async function buyWithSandbox(
  app: FastifyInstance,
  body: object,
  options: { pay?: boolean } = {},
): Promise<{ sessionId: string; reference: string }> {
  const created = await app.inject({ method: "POST", url: "/api/create-payment", payload: body });
  if (created.statusCode !== 200) throw new Error(`create-payment answered ${created.statusCode}: ${created.body}`);
  rememberBrowser(created);
  const sessionId = new URL(created.json<{ url: string }>().url).pathname.split("/").pop()!;
  if (options.pay !== false) {
    const paid = await app.inject({
      method: "POST",
      url: `/sandbox/checkout/${sessionId}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    if (paid.statusCode !== 303) throw new Error(`the sandbox's pay button answered ${paid.statusCode}`);
  }
  const status = await app.inject({ method: "POST", url: "/api/send-purchase-email", headers: browserOf(sessionId), payload: { sessionId } });
  return { sessionId, reference: status.json<{ reference: string }>().reference };
}

/** The order a checkout session was opened for, as stored (undefined if none). */
export async function orderOfSession(db: Database, sessionId: string): Promise<OrderRow | undefined> {
  const orderId = await findOrderIdBySession(db, sessionId);
  if (!orderId) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}
