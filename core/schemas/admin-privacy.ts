// The back office's privacy requests (owners; docs/admin-api.md, Privacy): erasing a person,
// and the retention job's periods and last run. Shared by the page and the server.
import * as z from "zod/mini";
import { emailField } from "./fields";

/** POST /api/admin/privacy/erase: the address typed twice, since an erasure cannot be undone. */
export const erasureRequestSchema = z
  .object({ email: emailField, confirmEmail: z.string({ error: "Type the address again to confirm" }) })
  .check(
    z.refine((body) => body.confirmEmail.trim().toLowerCase() === body.email.trim().toLowerCase(), {
      error: "Type the same address again to confirm the erasure",
      path: ["confirmEmail"],
    }),
  );

export const heldReasons = ["accounts", "gift_aid"] as const;
export type HeldReason = (typeof heldReasons)[number];
export const heldReasonLabels: Record<HeldReason, string> = {
  accounts: "kept for the accounts (six years after the financial year)",
  gift_aid: "kept for HMRC: a Gift Aid declaration",
};

const erasedCountsSchema = z.object({
  orders: z.number(),
  newsletter: z.number(),
  speakingRequests: z.number(),
  emails: z.number(),
  signIns: z.number(),
  giftAidCancellations: z.number(),
  complaints: z.number(),
  /** Fundraising Preference Service requests whose address, name and postal address were removed: the hash stays, so the request still holds. */
  suppressionDetails: z.number(),
});

export const erasureResultSchema = z.object({
  email: z.string(),
  /** How many of each were deleted or anonymised by this request. */
  erased: erasedCountsSchema,
  /** Records the law keeps, each marked with why. */
  kept: z.array(z.object({ reference: z.string(), type: z.enum(["merchandise", "donation"]), reason: z.enum(heldReasons) })),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** GET /api/admin/privacy/retention. */
export const retentionStatusSchema = z.object({
  rules: z.array(z.object({ id: z.string(), text: z.string() })),
  lastStartedAt: z.nullable(z.string()),
  lastFinishedAt: z.nullable(z.string()),
  /** What the last run did (counts per kind), or `{error}` if it failed. */
  lastResult: z.nullable(z.record(z.string(), z.unknown())),
  nextRunAt: z.nullable(z.string()),
});
export type RetentionStatusView = z.infer<typeof retentionStatusSchema>;
