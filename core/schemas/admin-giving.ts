// The back office's giving side (docs/admin-api.md, Giving): Gift Aid claims, monthly plans
// and declarations. Amounts in pence; dates as ISO strings. Shared by the pages and the server.
import * as z from "zod/mini";
import { adminSearchField } from "./fields";

const scheduleDonor = {
  firstName: z.string(),
  lastName: z.string(),
  house: z.string(),
  postcode: z.string(),
};

export const claimableGiftSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  donatedAt: z.string(),
  ...scheduleDonor,
  /** Why HMRC would refuse the row; empty when it is ready. */
  problems: z.array(z.string()),
});
export type ClaimableGift = z.infer<typeof claimableGiftSchema>;

export const adjustmentSchema = z.object({ reference: z.string(), amount: z.number() });

export const claimPreviewSchema = z.object({
  test: z.boolean(),
  gifts: z.array(claimableGiftSchema),
  needsFixing: z.array(claimableGiftSchema),
  adjustments: z.array(adjustmentSchema),
  total: z.number(),
  adjustmentsTotal: z.number(),
  giftAidDue: z.number(),
  /** The charity's HMRC reference from Settings, for Charities Online; null until an owner sets it. */
  charityReference: z.nullable(z.string()),
});
export type ClaimPreview = z.infer<typeof claimPreviewSchema>;

export const claimSummarySchema = z.object({
  id: z.string(),
  test: z.boolean(),
  status: z.enum(["built", "submitted"]),
  giftCount: z.number(),
  total: z.number(),
  adjustmentsTotal: z.number(),
  giftAidDue: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
  hmrcReference: z.nullable(z.string()),
  /** The day HMRC received it (noon UTC of that day), and who marked it submitted. */
  submittedAt: z.nullable(z.string()),
  submittedBy: z.nullable(z.string()),
  /** The schedule's files: one per 1,000 gifts. */
  parts: z.number(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimListSchema = z.object({ claims: z.array(claimSummarySchema) });

export const claimDetailSchema = z.object({
  ...claimSummarySchema.shape,
  gifts: z.array(z.object({ reference: z.string(), amount: z.number(), donatedAt: z.string(), ...scheduleDonor })),
  adjustments: z.array(adjustmentSchema),
  charityReference: z.nullable(z.string()),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/** GET /api/admin/gift-aid/preview?test=1 and POST /api/admin/gift-aid/claims {test}: live gifts unless test is asked for. */
export const claimKindSchema = z.object({ test: z._default(z.boolean({ error: "test must be true or false" }), false) });
export const claimKindQuerySchema = z.object({ test: z.optional(z.enum(["0", "1"])) });

export const claimSubmittedSchema = z.object({
  hmrcReference: z.string({ error: "Enter HMRC's reference for the claim" }).check(
    z.trim(),
    z.minLength(1, "Enter HMRC's reference for the claim"),
    z.maxLength(40, "HMRC's reference has at most 40 characters"),
    z.regex(/^[A-Za-z0-9 /-]+$/, "HMRC's reference has only letters, digits, spaces, / and -"),
  ),
  submittedOn: z.string({ error: "Enter the date HMRC received the claim" }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date HMRC received the claim")),
});
export type ClaimSubmittedRequest = z.input<typeof claimSubmittedSchema>;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-25"));
const cursor = z.optional(z.string().check(z.maxLength(200)));

/** GET /api/admin/gifts (and .csv): each one-time gift and each month of a monthly gift. */
export const giftListQuerySchema = z.object({
  q: adminSearchField,
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  mode: z.optional(z.enum(["live", "test"], { error: "Choose live or test" })),
  after: cursor,
});

export const giftRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  paidAt: z.string(),
  amount: z.number(),
  refunded: z.number(),
  donor: z.string(),
  email: z.string(),
  monthly: z.boolean(),
  giftAid: z.boolean(),
  test: z.boolean(),
});
export const giftListSchema = z.object({
  gifts: z.array(giftRowSchema),
  next: z.nullable(z.string()),
  /** The whole filtered set: how many gifts, their sum before refunds, and what was refunded of them. */
  totals: z.object({ count: z.number(), total: z.number(), refunded: z.number() }),
});
export type GiftList = z.infer<typeof giftListSchema>;

export const planStatuses = ["active", "past_due", "cancelled"] as const;
export const planStatusLabels = { active: "Active", past_due: "Past due", cancelled: "Cancelled" } as const;
export const planListQuerySchema = z.object({
  status: z.optional(z.enum(planStatuses, { error: "Unknown plan status" })),
  mode: z.optional(z.enum(["live", "test"], { error: "Choose live or test" })),
  q: adminSearchField,
  after: cursor,
});
export const planRowSchema = z.object({
  reference: z.string(),
  donor: z.string(),
  email: z.string(),
  amount: z.number(),
  status: z.enum(planStatuses),
  since: z.string(),
  totalGiven: z.number(),
  nextPaymentAt: z.nullable(z.string()),
  test: z.boolean(),
});
export const planListSchema = z.object({ plans: z.array(planRowSchema), next: z.nullable(z.string()) });
export type PlanList = z.infer<typeof planListSchema>;

export const declarationSchema = z.object({
  email: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  wordingVersion: z.string(),
  declaredAt: z.string(),
  reference: z.string(),
  test: z.boolean(),
  cancelledAt: z.nullable(z.string()),
  cancelledHow: z.nullable(z.string()),
});
export const declarationListSchema = z.object({ declarations: z.array(declarationSchema) });
export type Declaration = z.infer<typeof declarationSchema>;

export const cancellationMethods = ["phone", "email", "letter", "in person"] as const;
export const declarationCancellationSchema = z.object({
  email: z.string({ error: "Enter the donor's email address" }).check(z.trim(), z.minLength(3, "Enter the donor's email address"), z.maxLength(254)),
  cancelledOn: isoDay,
  method: z.enum(cancellationMethods, { error: "Say how the donor asked: phone, email, letter or in person" }),
});

const period = z.object({ sales: z.number(), orders: z.number(), gifts: z.number(), giftCount: z.number() });
/** Which money the dashboard adds up: live, test, or both together (the page then says so). */
export const dashboardPayments = ["live", "test", "both"] as const;
export type DashboardPayments = (typeof dashboardPayments)[number];

/** GET /api/admin/dashboard: `payments` (live by default); `test=1` is kept for test money alone. */
export const dashboardQuerySchema = z.object({
  payments: z.optional(z.enum(dashboardPayments, { error: "Choose live, test or both" })),
  test: z.optional(z.enum(["0", "1"])),
});

export const dashboardSchema = z.object({
  payments: z.enum(dashboardPayments),
  thisMonth: period,
  lastMonth: period,
  activePlans: z.object({ count: z.number(), monthlyTotal: z.number() }),
  giftAidWaiting: z.number(),
  ordersToDispatch: z.number(),
  history: z.array(z.object({ month: z.string(), sales: z.number(), gifts: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/admin/donors/:email: everything one address gave, as the donor sees it at /account. */
export const donorSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  plans: z.array(
    z.object({
      reference: z.string(),
      amount: z.number(),
      status: z.enum(planStatuses),
      nextPaymentAt: z.nullable(z.string()),
      since: z.string(),
      totalGiven: z.number(),
      giftAid: z.boolean(),
    }),
  ),
  history: z.array(
    z.object({ id: z.string(), reference: z.string(), kind: z.enum(["gift", "monthly gift", "order"]), paidAt: z.string(), amount: z.number(), refunded: z.number(), giftAid: z.boolean() }),
  ),
  declaration: z.nullable(
    z.object({ name: z.string(), address: z.string(), postcode: z.string(), text: z.string(), wordingVersion: z.string(), declaredAt: z.string(), cancelledAt: z.nullable(z.string()) }),
  ),
  newsletter: z.enum(["confirmed", "pending", "unsubscribed", "none"]),
  taxYears: z.array(z.number()),
});
export type Donor = z.infer<typeof donorSchema>;

/** GET /api/admin/donors (and .csv): one row per donor email address, in address order. */
export const donorListQuerySchema = z.object({
  q: adminSearchField,
  mode: z.optional(z.enum(["live", "test"], { error: "Choose live or test" })),
  // The last address of the page, encoded: up to 254 characters.
  after: z.optional(z.string().check(z.maxLength(400))),
});
export const donorRowSchema = z.object({
  email: z.string(),
  name: z.string(),
  gifts: z.number(),
  given: z.number(),
  refunded: z.number(),
  activePlan: z.boolean(),
  giftAid: z.boolean(),
  lastGiftAt: z.string(),
  test: z.boolean(),
});
export const donorListSchema = z.object({ donors: z.array(donorRowSchema), next: z.nullable(z.string()) });
export type DonorList = z.infer<typeof donorListSchema>;

/** POST /api/admin/gifts/:id/refunds: all or part of one gift (one month of a monthly gift). */
export const giftRefundSchema = z.object({
  amount: z.number({ error: "Enter the amount to refund" }).check(z.int("Refunds are in whole pence"), z.positive("A refund must be more than £0.00")),
  reason: z.string({ error: "Give a reason" }).check(z.trim(), z.minLength(1, "Give a reason"), z.maxLength(500, "Keep the reason to 500 characters")),
});
