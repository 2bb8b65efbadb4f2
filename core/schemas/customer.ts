// docs/product-rules.md#data-shapes checkout customer details: the checkout form and create-payment both use this.
import * as z from "zod/mini";
import { isCountry } from "../countries";
import { emailField, optionalText, requiredText } from "./fields";

export const customerDetailsSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: emailField,
  phone: optionalText("phone number", 40),
  address: requiredText("address", 200),
  city: requiredText("town or city", 100),
  postalCode: requiredText("postcode", 20),
  country: z
    .string({ error: "Choose your country" })
    .check(z.trim(), z.refine((v) => isCountry(v), "Choose your country from the list")),
});

export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

export const emptyCustomerDetails: Required<CustomerDetailsInput> = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  postalCode: "",
  country: "",
};
