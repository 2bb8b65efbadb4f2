// docs/product-rules.md#validation checkout validation: which notice shows, and what each field says.
import { customerDetailsSchema, type CustomerDetails, type CustomerDetailsInput } from "@core/schemas/customer";

export type DetailsField = keyof CustomerDetailsInput;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export interface Notice {
  title: string;
  description: string;
}

export const missingInformation: Notice = { title: "Missing Information", description: "Please fill in all required fields." };
export const invalidEmail: Notice = { title: "Invalid Email", description: "Please enter a valid email address." };
const checkFields: Notice = { title: "Check your details", description: "Please correct the highlighted fields." };

/** In form order, so focus goes to the first field with a problem. */
export const detailsFields: readonly DetailsField[] = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "postalCode",
  "country",
];

const requiredFields: readonly DetailsField[] = detailsFields.filter((f) => f !== "phone");

export type DetailsCheck =
  | { ok: true; details: CustomerDetails }
  | { ok: false; notice: Notice; errors: DetailsErrors; firstInvalid: DetailsField };

export function checkCustomerDetails(input: CustomerDetailsInput): DetailsCheck {
  const result = customerDetailsSchema.safeParse(input);
  if (result.success) return { ok: true, details: result.data };
  const errors: DetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (detailsFields as readonly string[]).includes(field)) {
      errors[field as DetailsField] ??= issue.message;
    }
  }
  // docs/product-rules.md#validation: an empty required field outranks a malformed email.
  const missing = requiredFields.some((f) => !input[f]?.trim());
  const notice = missing ? missingInformation : errors.email ? invalidEmail : checkFields;
  const firstInvalid = detailsFields.find((f) => errors[f]) ?? "firstName";
  return { ok: false, notice, errors, firstInvalid };
}

/** True when the details would pass: a step after this one may be shown. */
export function detailsComplete(input: CustomerDetailsInput): boolean {
  return customerDetailsSchema.safeParse(input).success;
}
