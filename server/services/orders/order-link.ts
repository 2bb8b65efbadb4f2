// The link in an order's emails to its own page, /orders/PM-10001?token=…: no account,
// just an HMAC of the reference, so only someone who has the email can open it.
import { createHmac, timingSafeEqual } from "node:crypto";

export const orderPagePath = (reference: string) => `/orders/${encodeURIComponent(reference)}`;

export function orderToken(secret: string, reference: string): string {
  // 128 bits are plenty for a link that reveals one order's status and lines.
  return createHmac("sha256", secret).update(`order-page:${reference}`).digest("base64url").slice(0, 22);
}

export function isOrderToken(secret: string, reference: string, token: unknown): boolean {
  if (typeof token !== "string" || token.length !== 22) return false;
  const expected = Buffer.from(orderToken(secret, reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function orderPageUrl(publicUrl: string, secret: string, reference: string): string {
  return `${publicUrl}${orderPagePath(reference)}?token=${orderToken(secret, reference)}`;
}
