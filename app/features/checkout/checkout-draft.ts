// The checkout's typed details and shipping choice, kept for this tab (see app/lib/session-draft.ts).
import * as z from "zod/mini";
import { emptyCustomerDetails, type CustomerDetailsInput } from "@core/schemas/customer";
import { defaultShippingOption, type ShippingOptionId } from "@core/shipping";
import { clearDraft, readDraft, saveDraft } from "~/lib/session-draft";

const KEY = "checkout-draft";

export interface CheckoutDraft {
  details: CustomerDetailsInput;
  shipping: ShippingOptionId;
}

const text = z.catch(z.string().check(z.maxLength(500)), "");
const draftSchema = z.object({
  details: z.catch(
    z.object({
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      address: text,
      city: text,
      postalCode: text,
      country: text,
    }),
    { ...emptyCustomerDetails, phone: "" },
  ),
  shipping: z.catch(z.enum(["standard", "express"]), defaultShippingOption),
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
