// The Fundraising Preference Service's requests as owners record them (docs/admin-api.md):
// an address (with a name and postal address if the request gave them), listed while they
// stand, and lifted with a reason. Shared by the back-office page and the server.
import * as z from "zod/mini";
import { emailField, optionalText, requiredText } from "./fields";

/** POST /api/admin/suppressions */
export const suppressionInputSchema = z.object({
  email: emailField,
  name: optionalText("name", 200),
  address: optionalText("address", 500, { multiline: true }),
  reference: optionalText("reference", 100),
});
export type SuppressionInput = z.input<typeof suppressionInputSchema>;

/** POST /api/admin/suppressions/:id/lift */
export const suppressionLiftSchema = z.object({ reason: requiredText("reason", 500, { multiline: true }) });

export const suppressionSchema = z.object({
  id: z.string(),
  /** Null once lifted or erased: only the address's hash was kept. */
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  address: z.nullable(z.string()),
  reference: z.nullable(z.string()),
  recordedBy: z.string(),
  createdAt: z.string(),
  liftedAt: z.nullable(z.string()),
  liftedBy: z.nullable(z.string()),
  liftedReason: z.nullable(z.string()),
});
export type Suppression = z.infer<typeof suppressionSchema>;

export const suppressionListSchema = z.object({ suppressions: z.array(suppressionSchema) });
export type SuppressionList = z.infer<typeof suppressionListSchema>;
