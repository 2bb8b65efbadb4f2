// The checkout's typed details and shipping choice, kept for this tab (see app/lib/session-draft.ts).
import { z } from "zod";
import { emptyCustomerDetails, type CustomerDetailsInput } from "@core/schemas/customer";
import { defaultShippingOption, type ShippingOptionId } from "@core/pricing";
import { clearDraft, readDraft, saveDraft } from "~/lib/session-draft";

const KEY = "checkout-draft";

export interface CheckoutDraft {
  details: CustomerDetailsInput;
  shipping: ShippingOptionId;
}

const text = z.string().max(500).catch("");
const draftSchema = z.object({
  details: z
    .object({
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      address: text,
      city: text,
      postalCode: text,
      country: text,
    })
    .catch({ ...emptyCustomerDetails, phone: "" }),
  shipping: z.enum(["standard", "express"]).catch(defaultShippingOption),
});

export function readCheckoutDraft(): CheckoutDraft {
  const parsed = draftSchema.safeParse(readDraft(KEY) ?? {});
  return parsed.success ? parsed.data : { details: { ...emptyCustomerDetails }, shipping: defaultShippingOption };
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  saveDraft(KEY, draft);
}

/** After a confirmed payment: nothing typed should outlive it. */
export function clearCheckoutDraft(): void {
  clearDraft(KEY);
}
