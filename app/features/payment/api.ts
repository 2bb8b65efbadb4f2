// The browser's side of the payment endpoints (docs/http-contract.md). The shapes of their
// answers are the schemas in core/schemas/, shared with the server; nothing here copies them.
import { readApiError } from "@core/schemas/api-error";
import type { CreatePaymentRequest } from "@core/schemas/payment-request";
import { readPurchaseStatus, type PurchaseStatusView } from "@core/schemas/purchase-status";

/** The fallback when the server gives no message we can show (docs/product-rules.md#messages). */
export const PAYMENT_FALLBACK_MESSAGE = "Unable to process payment. Please try again.";
/** The answer had no URL to send the payer to (docs/product-rules.md#messages). */
export const NO_CHECKOUT_URL_MESSAGE = "No checkout URL received";

export class PaymentError extends Error {
  override name = "PaymentError";
  /** The fields the server named (e.g. `items.1.id` for a line that is sold out). */
  issues: readonly { field: string; message: string }[] = [];
}

/** The message a 4xx/5xx answer carries: `error`, plus the fields it names. */
function messageFrom(body: unknown): string {
  const { error, issues } = readApiError(body);
  if (!error) return PAYMENT_FALLBACK_MESSAGE;
  const details = issues.map((i) => i.message).filter((m) => m && m !== error);
  return details.length ? `${error}: ${details.join("; ")}` : error;
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * POST /api/create-payment → the provider's checkout URL and its session id ("" if the answer has
 * none). Throws PaymentError with a message for the payer.
 */
export async function createPayment(request: CreatePaymentRequest): Promise<{ url: string; sessionId: string }> {
  let response: Response;
  try {
    response = await postJson("/api/create-payment", request);
  } catch {
    throw new PaymentError(PAYMENT_FALLBACK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw Object.assign(new PaymentError(messageFrom(body)), { issues: readApiError(body).issues });
  const url = body && typeof body === "object" && "url" in body ? checkoutUrl(body.url) : null;
  if (!url) throw new PaymentError(NO_CHECKOUT_URL_MESSAGE);
  const sessionId = typeof body === "object" && body !== null && "sessionId" in body && typeof body.sessionId === "string" ? body.sessionId : "";
  return { url, sessionId };
}

/** Only a web address is followed: never `javascript:` or the like. */
function checkoutUrl(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

// ── send-purchase-email ────────────────────────────────────────────────────

export interface PurchaseEmailRequest {
  sessionId: string;
  customerEmail?: string;
  customerName?: string;
  orderTotal?: string;
  orderItems?: {
    name: string;
    quantity: number;
    price: string;
    total: string;
  }[];
  currency?: string;
}

/**
 * POST /api/send-purchase-email: asks the server to confirm the payment and
 * its emails (it sends each once, whatever we send or how often) and reports
 * both. Throws on a failed request; the caller decides what the payer sees.
 */
export async function confirmPurchase(request: PurchaseEmailRequest): Promise<PurchaseStatusView> {
  const response = await postJson("/api/send-purchase-email", request);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`send-purchase-email answered ${response.status}: ${messageFrom(body)}`);
  return readPurchaseStatus(body);
}
