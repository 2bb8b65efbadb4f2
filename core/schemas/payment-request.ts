// The body of POST /api/create-payment: SPEC §3's shape (amounts in pounds),
// plus shipping option, cart donation, frequency and Gift Aid (DESIGN.md).
// The server prices everything itself; `amount` is only checked against it.
import { z } from "zod";
import { colors, NOTES_MAX_LENGTH, sizes } from "../catalogue";
import { MAX_LINE_QUANTITY } from "../pricing";
import { customerDetailsSchema } from "./customer";
import { donorDetailsSchema, giftAidSchema, giftFrequencySchema } from "./donor";
import { poundsAmount } from "./fields";

const currency = z.literal("gbp", { error: "Currency must be gbp" }).default("gbp");

export const merchandiseItemSchema = z.object({
  id: z.string({ error: "Each item needs a product id" }).min(1, "Each item needs a product id").max(100),
  name: z.string().max(200).optional(),
  price: z.number().optional(),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`),
  size: z.enum(sizes, { error: `Size must be one of ${sizes.join(", ")}` }).optional(),
  color: z.enum(colors, { error: `Colour must be one of ${colors.join(", ")}` }).optional(),
  giftWrap: z.boolean({ error: "Gift wrap must be true or false" }).default(false),
  customerNotes: z
    .string()
    .trim()
    .max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export const merchandisePaymentSchema = z.object({
  type: z.literal("merchandise"),
  amount: poundsAmount,
  currency,
  items: z.array(merchandiseItemSchema).min(1, "Your cart is empty").max(50, "At most 50 lines per order"),
  donorInfo: customerDetailsSchema,
  shippingOption: z.enum(["standard", "express"], { error: "Shipping must be standard or express" }).default("standard"),
  /** The cart's optional donation, in pounds. */
  donationAmount: poundsAmount.max(10_000, "A donation added to an order can be at most £10,000").default(0),
});

export const donationItemSchema = z.object({
  name: z.string().max(200),
  description: z.string().max(500).optional(),
  price: z.number(),
  quantity: z.number().int().min(1).max(1),
});

export const donationPaymentSchema = z.object({
  type: z.literal("donation"),
  amount: poundsAmount.min(1, "The smallest gift is £1").max(10_000, "The largest gift online is £10,000"),
  currency,
  frequency: giftFrequencySchema.default("one-time"),
  items: z.array(donationItemSchema).max(1).optional(),
  donorInfo: donorDetailsSchema,
  giftAid: giftAidSchema.optional(),
});

/** SPEC §3: `type` defaults to donation. */
export const createPaymentSchema = z.preprocess(
  (body) =>
    body && typeof body === "object" && !Array.isArray(body) && !("type" in body) ? { ...body, type: "donation" } : body,
  z.discriminatedUnion("type", [merchandisePaymentSchema, donationPaymentSchema], {
    error: "type must be merchandise or donation",
  }),
);

export type MerchandisePaymentRequest = z.input<typeof merchandisePaymentSchema>;
export type DonationPaymentRequest = z.input<typeof donationPaymentSchema>;
export type CreatePaymentRequest = MerchandisePaymentRequest | DonationPaymentRequest;
export type ParsedPaymentRequest = z.output<typeof createPaymentSchema>;

export interface CreatePaymentResponse {
  url: string;
}
