// The browser's side of the payment endpoints, and the one place that knows
// the shape of their answers (DESIGN.md HTTP contract). Everything else in the
// app uses the types below.
import * as z from "zod/mini";
import type { CreatePaymentRequest } from "@core/schemas/payment-request";
import type { Pence } from "@core/money";

/** SPEC §8's fallback when the server gives no message we can show. */
export const PAYMENT_FALLBACK_MESSAGE = "Unable to process payment. Please try again.";
/** SPEC §5: the answer had no URL to send the payer to. */
export const NO_CHECKOUT_URL_MESSAGE = "No checkout URL received";

export class PaymentError extends Error {
  override name = "PaymentError";
}

const errorBodySchema = z.object({
  error: z.catch(z.string().check(z.minLength(1)), ""),
  issues: z.catch(z.array(z.object({ field: z.catch(z.string(), ""), message: z.string() })), []),
});

/** The message a 4xx/5xx answer carries: `error`, plus the fields it names. */
function messageFrom(body: unknown): string {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || !parsed.data.error) return PAYMENT_FALLBACK_MESSAGE;
  const { error, issues } = parsed.data;
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

/** POST /api/create-payment → the provider's checkout URL. Throws PaymentError with a message for the payer. */
export async function createPayment(request: CreatePaymentRequest): Promise<string> {
  let response: Response;
  try {
    response = await postJson("/api/create-payment", request);
  } catch {
    throw new PaymentError(PAYMENT_FALLBACK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new PaymentError(messageFrom(body));
  const url = body && typeof body === "object" && "url" in body ? checkoutUrl(body.url) : null;
  if (!url) throw new PaymentError(NO_CHECKOUT_URL_MESSAGE);
  return url;
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

export type PaymentStatus = "paid" | "pending" | "failed" | "unknown";
export type EmailState = "sent" | "queued" | "failed";

export interface PurchaseLine {
  name: string;
  quantity: number;
  size?: string;
  color?: string;
  giftWrap: boolean;
  lineTotal: Pence;
}

export interface PurchaseOrder {
  type: "merchandise" | "donation";
  items: PurchaseLine[];
  totals: {
    items: Pence;
    giftWrap: Pence;
    subtotal: Pence;
    shipping: Pence;
    donation: Pence;
    total: Pence;
  };
  frequency?: "one-time" | "monthly";
  /** A sandbox payment: no money moved. */
  test: boolean;
}

export interface PurchaseStatus {
  status: PaymentStatus;
  email?: { to: string; state: EmailState };
  order?: PurchaseOrder;
}

const pence = z.int();

// Tolerant on purpose: a field we can't read is left out rather than failing the page.
const purchaseStatusSchema = z.object({
  status: z.catch(z.enum(["paid", "pending", "failed", "unknown"]), "unknown"),
  email: z.catch(z.optional(z.object({ to: z.string(), state: z.enum(["sent", "queued", "failed"]) })), undefined),
  order: z.catch(
    z.optional(
      z.object({
        type: z.enum(["merchandise", "donation"]),
        items: z.array(
          z.object({
            name: z.string(),
            quantity: z.int().check(z.positive()),
            size: z.pipe(
              z.nullish(z.string()),
              z.transform((v) => v ?? undefined),
            ),
            color: z.pipe(
              z.nullish(z.string()),
              z.transform((v) => v ?? undefined),
            ),
            giftWrap: z.catch(z.boolean(), false),
            lineTotal: pence,
          }),
        ),
        totals: z.object({
          items: z.catch(pence, 0),
          giftWrap: z.catch(pence, 0),
          subtotal: z.catch(pence, 0),
          shipping: z.catch(pence, 0),
          donation: z.catch(pence, 0),
          total: pence,
        }),
        frequency: z.catch(z.optional(z.enum(["one-time", "monthly"])), undefined),
        test: z.catch(z.boolean(), false),
      }),
    ),
    undefined,
  ),
});

export function parsePurchaseStatus(body: unknown): PurchaseStatus {
  const parsed = purchaseStatusSchema.safeParse(body);
  if (!parsed.success) return { status: "unknown" };
  const { status, email, order } = parsed.data;
  return { status, ...(email && { email }), ...(order && { order }) };
}

/**
 * POST /api/send-purchase-email: asks the server to confirm the payment and
 * its emails (it sends each once, whatever we send or how often) and reports
 * both. Throws on a failed request; the caller decides what the payer sees.
 */
export async function confirmPurchase(request: PurchaseEmailRequest): Promise<PurchaseStatus> {
  const response = await postJson("/api/send-purchase-email", request);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`send-purchase-email answered ${response.status}: ${messageFrom(body)}`);
  return parsePurchaseStatus(body);
}
