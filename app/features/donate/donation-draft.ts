// The gift being set up, kept for this tab so a refresh loses nothing (see app/lib/session-draft.ts).
import * as z from "zod/mini";
import { clearDraft, readDraft, saveDraft } from "~/lib/session-draft";
import { MAX_GIFT } from "@core/gift-limits";
import { emptyDonationForm, type DonationForm } from "./donation-form";

const KEY = "donation-draft";

const text = (max: number) => z.catch(z.string().check(z.maxLength(max)), "");
const draftSchema = z.object({
  preset: z.catch(z.nullable(z.int().check(z.positive(), z.lte(MAX_GIFT))), null),
  custom: text(20),
  frequency: z.catch(z.enum(["one-time", "monthly"]), "one-time"),
  firstName: text(200),
  lastName: text(200),
  email: text(300),
  phone: text(100),
  message: text(2000),
  giftAid: z.catch(z.boolean(), false),
  giftAidAddress: text(400),
  giftAidPostcode: text(40),
});

export function readDonationDraft(): DonationForm {
  const parsed = draftSchema.safeParse(readDraft(KEY) ?? {});
  return parsed.success ? parsed.data : { ...emptyDonationForm };
}

export function saveDonationDraft(form: DonationForm): void {
  saveDraft(KEY, form);
}

/** After a confirmed gift: nothing typed should outlive it. */
export function clearDonationDraft(): void {
  clearDraft(KEY);
}
