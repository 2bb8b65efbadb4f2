// The back office's orders: list filters, what a list row and an order's page show,
// dispatch, notes and refunds (docs/admin-api.md, Orders). Shared by the pages and the server.
import * as z from "zod/mini";
import { adminSearchField } from "./fields";
import { heldReasons } from "./admin-privacy";

export const paymentStatuses = ["pending", "paid", "failed", "cancelled", "refunded", "partially_refunded", "needs_review"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  cancelled: "Cancelled",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  needs_review: "Needs review",
};

export const fulfilmentStatuses = ["unfulfilled", "dispatched"] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

export const carriers = ["Royal Mail", "Parcelforce", "DPD", "Evri", "Other"] as const;
export type Carrier = (typeof carriers)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25"));

/** GET /api/admin/orders (and .csv): "to-dispatch" is the default view: paid, not yet sent. */
export const orderListQuerySchema = z.object({
  view: z.optional(z.enum(["to-dispatch", "all"])),
  payment: z.optional(z.enum(paymentStatuses, { error: "Unknown payment status" })),
  fulfilment: z.optional(z.enum(fulfilmentStatuses, { error: "Unknown fulfilment status" })),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  mode: z.optional(z.enum(["live", "test"], { error: "Choose live or test" })),
  /** A reference, a name, an email address or a postcode. */
  q: adminSearchField,
  /** The cursor from the previous page's `next`. */
  after: z.optional(z.string().check(z.maxLength(200))),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  reference: z.string(),
  /** What a dispatch from the list sends back, so a change made meanwhile is caught. */
  version: z.number(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  postcode: z.nullable(z.string()),
  items: z.number(),
  total: z.number(),
  payment: z.enum(paymentStatuses),
  fulfilment: z.enum(fulfilmentStatuses),
  test: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  next: z.nullable(z.string()),
  /** The whole filtered set, not just this page. */
  totals: z.object({ count: z.number(), total: z.number() }),
  /**
   * With a search on "To dispatch" (the default view): how many more orders match it in All
   * orders (dispatched, unpaid, refunded…), so staff are told where an order they looked up is.
   */
  moreInAll: z.optional(z.number()),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(["created", "paid", "email", "dispatched", "dispatch_corrected", "refund", "note"]),
  title: z.string(),
  detail: z.nullable(z.string()),
  by: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const orderDetailSchema = z.object({
  reference: z.string(),
  version: z.number(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  payment: z.enum(paymentStatuses),
  fulfilment: z.enum(fulfilmentStatuses),
  test: z.boolean(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  delivery: z.nullable(z.object({ address: z.string(), city: z.string(), postcode: z.string(), country: z.string() })),
  shipping: z.nullable(z.object({ name: z.string(), time: z.string(), price: z.number() })),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      size: z.nullable(z.string()),
      color: z.nullable(z.string()),
      notes: z.nullable(z.string()),
      giftWrap: z.boolean(),
      unitPrice: z.number(),
      lineTotal: z.number(),
    }),
  ),
  totals: z.object({
    items: z.number(),
    giftWrap: z.number(),
    shipping: z.number(),
    donation: z.number(),
    total: z.number(),
    refunded: z.number(),
    /** What can still be refunded (paid minus refunds, including those still with the provider). */
    refundable: z.number(),
  }),
  dispatch: z.nullable(z.object({ carrier: z.string(), trackingNumber: z.nullable(z.string()), trackingUrl: z.nullable(z.string()), at: z.string() })),
  timeline: z.array(timelineEntrySchema),
  /** Set once the customer asked to be erased (the law keeps the order: why) or its details were removed (docs/privacy.md). */
  privacy: z.nullable(
    z.object({ heldReason: z.nullable(z.enum(heldReasons)), erasureRequestedAt: z.nullable(z.string()), anonymisedAt: z.nullable(z.string()) }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A tracking number, or empty: untracked post (Royal Mail's 1st and 2nd Class) has none. */
const trackingNumber = z._default(
  z.string({ error: "A tracking number is letters and digits" }).check(
    z.trim(),
    z.maxLength(60, "A tracking number has at most 60 characters"),
    z.regex(/^[A-Za-z0-9 -]*$/, "A tracking number has only letters, digits, spaces and dashes"),
  ),
  "",
);

/** POST /api/admin/orders/dispatch: one order or several, each with its tracking number if it has one. */
export const dispatchSchema = z.object({
  carrier: z.enum(carriers, { error: "Choose the carrier" }),
  orders: z
    .array(z.object({ reference: z.string().check(z.maxLength(40)), version: z.number().check(z.int()), trackingNumber }))
    .check(z.minLength(1, "Choose at least one order"), z.maxLength(200, "Dispatch at most 200 orders at once")),
});
export type DispatchRequest = z.input<typeof dispatchSchema>;

/**
 * POST /api/admin/orders/:reference/dispatch: a dispatched order's carrier and tracking number put
 * right. The customer is emailed the new details only when `emailCustomer` asks for it.
 */
export const dispatchCorrectionSchema = z.object({
  version: z.number().check(z.int()),
  carrier: z.enum(carriers, { error: "Choose the carrier" }),
  trackingNumber,
  emailCustomer: z.boolean({ error: "Say whether to email the customer" }),
});
export type DispatchCorrection = z.input<typeof dispatchCorrectionSchema>;

export const noteSchema = z.object({
  body: z.string({ error: "Write the note" }).check(
    z.trim(),
    z.minLength(1, "Write the note"),
    z.maxLength(2000, "Keep a note to 2,000 characters"),
  ),
});

/** POST /api/admin/orders/:reference/refunds: an amount in pence up to what remains. */
export const refundSchema = z.object({
  amount: z.number({ error: "Enter the amount to refund" }).check(
    z.int("Refunds are in whole pence"),
    z.positive("A refund must be more than £0.00"),
  ),
  reason: z.string({ error: "Give a reason" }).check(
    z.trim(),
    z.minLength(1, "Give a reason"),
    z.maxLength(500, "Keep the reason to 500 characters"),
  ),
  version: z.number().check(z.int()),
  /** Put the order's items back in stock. */
  restock: z.optional(z.boolean({ error: "Restock is yes or no" })),
});
export type RefundRequestBody = z.input<typeof refundSchema>;

/** The customer's own page: GET /api/orders/:reference?token=… */
export const customerOrderSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  payment: z.enum(paymentStatuses),
  fulfilment: z.enum(fulfilmentStatuses),
  lines: z.array(z.object({ name: z.string(), quantity: z.number(), size: z.nullable(z.string()), color: z.nullable(z.string()), lineTotal: z.number() })),
  total: z.number(),
  refunded: z.number(),
  dispatch: z.nullable(z.object({ carrier: z.string(), trackingNumber: z.nullable(z.string()), trackingUrl: z.nullable(z.string()), at: z.string() })),
  test: z.boolean(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
