// The details step's check (docs/product-rules.md#validation): which notice shows and what each
// field says. Its own module, loaded when the details step is reached or about to be (as the
// checkout's validate-details.ts): the schemas it uses are not on the amount step's first load.
import type * as z from "zod/mini";
import { donorDetailsSchema, giftAidSchema, type DonorDetails, type GiftAidDetails } from "@core/schemas/donor";
import type { DonationForm, DonorErrors, DonorField, Notice } from "./donation-form";

const missingInformation: Notice = { title: "Missing Information", description: "Please fill in all required fields." };
const invalidEmail: Notice = { title: "Invalid Email", description: "Please enter a valid email address." };
const checkFields: Notice = { title: "Check your details", description: "Please correct the highlighted fields." };

/** Form order, so focus goes to the first field with a problem. */
export const donorFields: readonly DonorField[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "giftAidAddress",
  "giftAidPostcode",
];

export type DonorCheck =
  | { ok: true; donor: DonorDetails; giftAid?: GiftAidDetails }
  | { ok: false; notice: Notice; errors: DonorErrors; firstInvalid: DonorField };

function collect(errors: DonorErrors, issues: readonly z.core.$ZodIssue[], rename: Record<string, DonorField> = {}) {
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key !== "string") continue;
    const field = rename[key] ?? (key as DonorField);
    errors[field] ??= issue.message;
  }
}

export function checkDonor(form: DonationForm): DonorCheck {
  const donor = donorDetailsSchema.safeParse({
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    message: form.message,
  });
  const giftAid = form.giftAid
    ? giftAidSchema.safeParse({ address: form.giftAidAddress, postcode: form.giftAidPostcode })
    : null;
  if (donor.success && (!giftAid || giftAid.success)) {
    return { ok: true, donor: donor.data, ...(giftAid?.success && { giftAid: giftAid.data }) };
  }
  const errors: DonorErrors = {};
  if (!donor.success) collect(errors, donor.error.issues);
  if (giftAid && !giftAid.success) collect(errors, giftAid.error.issues, { address: "giftAidAddress", postcode: "giftAidPostcode" });
  const required = [form.firstName, form.lastName, form.email, ...(form.giftAid ? [form.giftAidAddress, form.giftAidPostcode] : [])];
  const notice = required.some((v) => !v.trim()) ? missingInformation : errors.email ? invalidEmail : checkFields;
  const firstInvalid = donorFields.find((f) => errors[f]) ?? "firstName";
  return { ok: false, notice, errors, firstInvalid };
}
