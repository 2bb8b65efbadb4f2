// docs/product-rules.md#data-shapes donation form, plus the Gift Aid declaration (docs/deviations.md, point 5).
import * as z from "zod/mini";
import { UK_POSTCODE_MESSAGE, ukPostcode } from "../uk-postcode";
import { emailField, optionalText, requiredText } from "./fields";

export const donorDetailsSchema = z.object({
  firstName: requiredText("first name", 100),
  lastName: requiredText("last name", 100),
  email: emailField,
  phone: optionalText("phone number", 40),
  message: optionalText("message", 1000, { multiline: true }),
});

export type DonorDetails = z.output<typeof donorDetailsSchema>;

/** Present only when the donor ticks the declaration; HMRC needs a home address and postcode. */
export const giftAidSchema = z.object({
  address: requiredText("home address", 200),
  postcode: z
    .string({ error: "Enter your postcode" })
    .check(
      z.refine((v) => ukPostcode(v) !== undefined, UK_POSTCODE_MESSAGE),
      z.overwrite((v) => ukPostcode(v) ?? v),
    ),
});

export type GiftAidDetails = z.output<typeof giftAidSchema>;

export const giftFrequencySchema = z.enum(["one-time", "monthly"], { error: "Choose one-off or monthly" });
