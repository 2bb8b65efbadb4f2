// The checkout's typed details and shipping choice, kept for this tab (see app/lib/session-draft.ts).
// Read by hand rather than with a schema: it is read as the page loads, and the schema library is
// 8.7 kB gzip the checkout's first load can do without (docs/performance.md, 2026-11-27).
import { emptyCustomerDetails } from "@core/empty-customer-details";
import type { CustomerDetailsInput } from "@core/schemas/customer";
import { defaultShippingOption, type ShippingOptionId } from "@core/shipping";
import { clearDraft, readDraft, saveDraft } from "~/lib/session-draft";

const KEY = "checkout-draft";

export interface CheckoutDraft {
  details: CustomerDetailsInput;
  shipping: ShippingOptionId;
}

const detailFields = ["firstName", "lastName", "email", "phone", "address", "city", "postalCode", "country"] as const;

/** A stored field: text up to 500 characters, anything else read as empty. */
function text(value: unknown): string {
  return typeof value === "string" && value.length <= 500 ? value : "";
}

/** What this tab typed, each part that doesn't read right replaced by its empty default. */
export function readCheckoutDraft(): CheckoutDraft {
  const raw = readDraft(KEY);
  const draft = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const stored = draft.details !== null && typeof draft.details === "object" ? (draft.details as Record<string, unknown>) : undefined;
  const details = stored
    ? (Object.fromEntries(detailFields.map((field) => [field, text(stored[field])])) as Required<CustomerDetailsInput>)
    : { ...emptyCustomerDetails, phone: "" };
  const shipping: ShippingOptionId = draft.shipping === "standard" || draft.shipping === "express" ? draft.shipping : defaultShippingOption;
  return { details, shipping };
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  saveDraft(KEY, draft);
}

/** After a confirmed payment: nothing typed should outlive it. */
export function clearCheckoutDraft(): void {
  clearDraft(KEY);
}
