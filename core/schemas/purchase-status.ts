// POST /api/send-purchase-email: the success page's request and the server's answer,
// defined once for both (the server builds it, the page reads it). The server confirms
// the payment with the provider itself, queues the emails once, and only ever mails the
// address stored with the order (docs/deviations.md, point 3). Money is integer pence.
import * as z from "zod/mini";

/**
 * The first version of the site also sent customerEmail, customerName, orderTotal,
 * orderItems and currency: they are accepted and ignored; the server uses its stored order.
 */
export const sendPurchaseEmailSchema = z.object({
  sessionId: z
    .string({ error: "sessionId is required" })
    .check(
      z.trim(),
      z.minLength(1, "sessionId is required"),
      z.maxLength(255, "sessionId is too long"),
      z.regex(/^[A-Za-z0-9_-]*$/, "sessionId is not a checkout session id"),
    ),
});

/** GET /api/payment-status/:sessionId's parameter: the same checkout session id. */
export const paymentStatusParamsSchema = z.object({ sessionId: sendPurchaseEmailSchema.shape.sessionId });

/**
 * GET /api/payment-status/:sessionId: what became of a cart's payment, for a browser that kept the
 * session and never came back from the provider's page (docs/http-contract.md). Nothing personal:
 * paid (money taken; later refunds or a review still count), pending, or cancelled (failed or
 * abandoned); the order's reference, and the success page that shows the order to whoever holds the
 * session id.
 */
export interface CartPaymentStatus {
  status: "paid" | "pending" | "cancelled";
  reference: string;
  confirmationPath: string;
}

export type SendPurchaseEmailRequest = z.input<typeof sendPurchaseEmailSchema> & Record<string, unknown>;

/**
 * pending: not paid yet (ask again shortly); paid; failed: the payment did not go through;
 * cancelled: abandoned at the provider; refunded or partially_refunded: paid, then money
 * given back; needs_review: paid, but not what was asked, so a person is checking it.
 */
export const purchaseStates = ["pending", "paid", "failed", "cancelled", "refunded", "partially_refunded", "needs_review"] as const;
export type PurchaseState = (typeof purchaseStates)[number];

/**
 * sent: delivered to the mail server ('Confirmation email sent to {email}');
 * queued: waiting in the outbox, e.g. while the mail server is down ('Your confirmation email is on its way to {email}');
 * failed: the outbox gave up after days of retries.
 */
export const confirmationEmailStates = ["sent", "queued", "failed"] as const;
export type ConfirmationEmailState = (typeof confirmationEmailStates)[number];

const pence = z.int();
/** Absent, or null from an older server: read as absent. */
const optionalText = z.optional(z.pipe(z.nullable(z.string()), z.transform((v) => v ?? undefined)));

export const purchaseStatusItemSchema = z.object({
  name: z.string(),
  quantity: z.int().check(z.positive()),
  size: optionalText,
  color: optionalText,
  giftWrap: z.boolean(),
  notes: optionalText,
  unitPrice: z.optional(pence),
  /** quantity × unit price, plus gift wrap once for the line. */
  lineTotal: pence,
});
export type PurchaseStatusItem = z.output<typeof purchaseStatusItemSchema>;

export const purchaseOrderSchema = z.object({
  type: z.enum(["merchandise", "donation"]),
  /** Merchandise lines; a gift is one line named "One-time gift to …" or "Monthly gift to …". */
  items: z.array(purchaseStatusItemSchema),
  totals: z.object({ items: pence, giftWrap: pence, subtotal: pence, shipping: pence, donation: pence, total: pence }),
  shipping: z.optional(z.object({ id: z.enum(["standard", "express"]), name: z.string(), time: z.string(), price: pence })),
  frequency: z.optional(z.enum(["one-time", "monthly"])),
  /**
   * A paid monthly gift that is still going: when the next payment is taken (an ISO date-time).
   * Absent for one-off gifts, orders, and a plan that has stopped.
   */
  nextPaymentAt: z.optional(z.iso.datetime()),
  /** Present when the donor made a Gift Aid declaration with this gift, absent when they didn't; value is what Gift Aid adds. */
  giftAid: z.optional(z.object({ value: pence })),
  /** No real money moved (the sandbox, or Stripe in test mode). */
  test: z.boolean(),
  currency: z.optional(z.literal("gbp")),
});
export type PurchaseOrder = z.output<typeof purchaseOrderSchema>;

const emailSchema = z.object({ to: z.string(), state: z.enum(confirmationEmailStates) });

export const purchaseStatusSchema = z.object({
  status: z.enum(purchaseStates),
  sessionId: z.string(),
  /** What the customer can quote: PM-10001 for an order, GF-10001 for a gift; also in the emails. */
  reference: z.string(),
  /** The customer's confirmation or donor's receipt; null until the payment is confirmed. */
  email: z.nullable(emailSchema),
  order: purchaseOrderSchema,
});
/** The server's answer, exactly. */
export type PurchaseStatus = z.output<typeof purchaseStatusSchema>;

/**
 * The answer to a browser other than the one the payment came from (its cookie is what tells):
 * the session id alone doesn't read a buyer's email address or what they bought.
 */
export interface WithheldPurchaseStatus {
  status: PurchaseState;
  sessionId: string;
  reference: string;
  email: null;
}

/** What the success page can rely on: every part it could read, and "unknown" when not even the status could be. */
export interface PurchaseStatusView {
  status: PurchaseState | "unknown";
  reference?: string;
  email?: z.output<typeof emailSchema>;
  order?: PurchaseOrder;
}

/**
 * Reads an answer part by part with the schemas above, so a part it can't read (an older or
 * newer server) is left out rather than failing the page; only a missing or unknown status
 * makes the whole answer "unknown".
 */
export function readPurchaseStatus(body: unknown): PurchaseStatusView {
  if (!body || typeof body !== "object") return { status: "unknown" };
  const answer = body as Record<string, unknown>;
  const status = z.safeParse(z.enum(purchaseStates), answer.status);
  if (!status.success) return { status: "unknown" };
  const reference = z.safeParse(z.string().check(z.regex(/^(PM|GF)-\d+$/)), answer.reference);
  const email = z.safeParse(emailSchema, answer.email);
  const order = z.safeParse(purchaseOrderSchema, answer.order);
  return {
    status: status.data,
    ...(reference.success && { reference: reference.data }),
    ...(email.success && { email: email.data }),
    ...(order.success && { order: order.data }),
  };
}
