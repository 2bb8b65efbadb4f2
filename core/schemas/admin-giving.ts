// The back office's giving side (docs/admin-api.md, Giving): Gift Aid claims, monthly plans
// and declarations. Amounts in pence; dates as ISO strings. Shared by the pages and the server.
import * as z from "zod/mini";

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
  submittedAt: z.nullable(z.string()),
  /** The schedule's files: one per 1,000 gifts. */
  parts: z.number(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimListSchema = z.object({ claims: z.array(claimSummarySchema) });

export const claimDetailSchema = z.object({
  ...claimSummarySchema.shape,
  gifts: z.array(z.object({ reference: z.string(), amount: z.number(), donatedAt: z.string(), ...scheduleDonor })),
  adjustments: z.array(adjustmentSchema),
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
