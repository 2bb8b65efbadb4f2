// docs/product-rules.md#data-shapes checkout customer details: the checkout form and create-payment both use this.
import * as z from "zod/mini";
import { isCountry } from "../countries";
import { UK_COUNTRY, UK_POSTCODE_MESSAGE, ukPostcode } from "../uk-postcode";
import { emailField, optionalText, requiredText } from "./fields";

const deliversToUk = (details: { country: string }) => details.country === UK_COUNTRY;

export const customerDetailsSchema = z
  .object({
    firstName: requiredText("first name", 100),
    lastName: requiredText("last name", 100),
    email: emailField,
    phone: optionalText("phone number", 40),
    address: requiredText("address", 200),
    city: requiredText("town or city", 100),
    postalCode: requiredText("postcode", 20),
    country: z.string({ error: "Choose your country" }).check(
      z.trim(),
      z.refine((v) => isCountry(v), "Choose your country from the list"),
    ),
  })
  .check(
    // A UK delivery address takes a real UK postcode's shape, stored as Royal Mail writes it ("B1 1AA").
    // An empty one already says "Enter your postcode".
    z.refine((d) => !deliversToUk(d) || d.postalCode === "" || ukPostcode(d.postalCode) !== undefined, {
      message: UK_POSTCODE_MESSAGE,
      path: ["postalCode"],
    }),
    z.overwrite((d) => (deliversToUk(d) ? { ...d, postalCode: ukPostcode(d.postalCode) ?? d.postalCode } : d)),
  );

export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

export { emptyCustomerDetails } from "../empty-customer-details";
