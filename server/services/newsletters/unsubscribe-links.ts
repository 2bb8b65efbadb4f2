// Each newsletter email's own unsubscribe link (RFC 8058 one-click, and the footer's link). The
// token is an HMAC of the delivery row's id under the site's secret: unguessable, the same every
// time that row's email is sent (a retry's links work like the first's), and never stored: the
// row keeps only its SHA-256, which is how a link finds its row.
import { createHash, createHmac } from "node:crypto";

export const newsletterStopPath = "/newsletter/stop";
/** 32 bytes, base64url. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DOMAIN = "pm-newsletter-delivery-unsubscribe-v1";

export function unsubscribeTokenFor(secret: string, deliveryId: string): string {
  return createHmac("sha256", secret).update(`${DOMAIN}:${deliveryId}`).digest("base64url");
}

export function unsubscribeTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function deliveryUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${newsletterStopPath}/${token}`;
}
