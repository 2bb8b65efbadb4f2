// The gift being set up, kept for this tab so a refresh loses nothing (see app/lib/session-draft.ts).
// Read by hand, as the checkout's draft is: a schema library here would be on /support's first load.
import { clearDraft, readDraft, saveDraft } from "~/lib/session-draft";
import { MAX_GIFT } from "@core/gift-limits";
import { emptyDonationForm, type DonationForm } from "./donation-form";

const KEY = "donation-draft";

/** What was kept, if it is text no longer than `max`; otherwise nothing. */
function text(value: unknown, max: number): string {
  return typeof value === "string" && value.length <= max ? value : "";
}

export function readDonationDraft(): DonationForm {
  const raw = readDraft(KEY);
  if (raw === null || typeof raw !== "object") return { ...emptyDonationForm };
  const draft = raw as Record<string, unknown>;
  const { preset } = draft;
  return {
    preset: typeof preset === "number" && Number.isInteger(preset) && preset > 0 && preset <= MAX_GIFT ? preset : null,
    custom: text(draft.custom, 20),
    frequency: draft.frequency === "monthly" ? "monthly" : "one-time",
    firstName: text(draft.firstName, 200),
    lastName: text(draft.lastName, 200),
    email: text(draft.email, 300),
    phone: text(draft.phone, 100),
    message: text(draft.message, 2000),
    giftAid: draft.giftAid === true,
    giftAidAddress: text(draft.giftAidAddress, 400),
    giftAidPostcode: text(draft.giftAidPostcode, 40),
  };
}

export function saveDonationDraft(form: DonationForm): void {
  saveDraft(KEY, form);
}

/** After a confirmed gift: nothing typed should outlive it. */
export function clearDonationDraft(): void {
  clearDraft(KEY);
}
