// The body of POST /api/create-payment: docs/product-rules.md#data-shapes's shape (amounts in pounds),
// plus shipping option, cart donation, frequency and Gift Aid (docs/deviations.md, details kept exactly).
// The server prices everything itself; `amount` is only checked against it.
import * as z from "zod/mini";
import { colors, NOTES_MAX_LENGTH, sizes } from "../product";
import { GIFT_RANGE, MAX_GIFT, MIN_GIFT } from "../gift-limits";
import { penceToPounds } from "../money";
import { MAX_LINE_QUANTITY } from "../pricing";
import { customerDetailsSchema } from "./customer";
import { donorDetailsSchema, giftAidSchema, giftFrequencySchema } from "./donor";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";
import { blankToUndefined, poundsAmount } from "./fields";

/** Text the server reads but never shows (item names the browser sends): control characters refused all the same. */
const plainText = (max: number, multiline = false) =>
  z.string().check(z.maxLength(max), z.refine((v: string) => !hasForbiddenCharacters(v, { multiline }), "Remove any control characters"));

/**
 * The soft opt-in's box, "Please don't send me news about our work by email", as the details step
 * offered it: true ticked, false left unticked. Absent when it was not offered (the setting off).
 */
const newsOptOut = z.optional(z.boolean({ error: "newsOptOut must be true or false" }));

const currency = z._default(z.literal("gbp", { error: "Currency must be gbp" }), "gbp");

export const merchandiseItemSchema = z.object({
  id: z
    .string({ error: "Each item needs a product id" })
    .check(
      z.minLength(1, "Each item needs a product id"),
      z.maxLength(100, "Product ids are at most 100 characters"),
      z.refine((v: string) => !hasForbiddenCharacters(v), "Product ids have no control characters"),
    ),
  name: z.optional(plainText(200)),
  price: z.optional(z.number()),
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .check(
      z.refine((v) => Number.isInteger(v), "Quantity must be a whole number"),
      z.gte(1, "Quantity must be at least 1"),
      z.lte(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}`),
    ),
  size: z.optional(z.enum(sizes, { error: `Size must be one of ${sizes.join(", ")}` })),
  color: z.optional(z.enum(colors, { error: `Colour must be one of ${colors.join(", ")}` })),
  giftWrap: z._default(z.boolean({ error: "Gift wrap must be true or false" }), false),
  customerNotes: z.pipe(
    z.optional(
      z.string().check(
        z.overwrite(visibleOrEmpty),
        z.maxLength(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters`),
        z.refine((v: string) => !hasForbiddenCharacters(v, { multiline: true }), "Your notes contain a character we can't accept: remove any control characters"),
      ),
    ),
    z.transform(blankToUndefined),
  ),
});

export const merchandisePaymentSchema = z.object({
  type: z.literal("merchandise"),
  amount: poundsAmount(),
  currency,
  items: z
    .array(merchandiseItemSchema)
    .check(z.minLength(1, "Your cart is empty"), z.maxLength(50, "At most 50 lines per order")),
  donorInfo: customerDetailsSchema,
  shippingOption: z._default(
    z.enum(["standard", "express"], { error: "Shipping must be standard or express" }),
    "standard",
  ),
  /** The cart's optional donation, in pounds: none (0), or a gift's £1 to £10,000. */
  donationAmount: z._default(
    poundsAmount({ max: [penceToPounds(MAX_GIFT), `A donation added to an order is ${GIFT_RANGE}, or 0 for none`] }).check(
      z.refine((v) => v <= 0 || v >= penceToPounds(MIN_GIFT), `A donation added to an order is ${GIFT_RANGE}, or 0 for none`),
    ),
    0,
  ),
  newsOptOut,
});

export const donationItemSchema = z.object({
  name: plainText(200),
  description: z.optional(plainText(500, true)),
  price: z.number(),
  quantity: z.number().check(z.gte(1), z.lte(1)),
});

export const donationPaymentSchema = z.object({
  type: z.literal("donation"),
  amount: poundsAmount({ min: [penceToPounds(MIN_GIFT), `A gift online is ${GIFT_RANGE}`], max: [penceToPounds(MAX_GIFT), `A gift online is ${GIFT_RANGE}`] }),
  currency,
  frequency: z._default(giftFrequencySchema, "one-time"),
  items: z.optional(z.array(donationItemSchema).check(z.maxLength(1))),
  donorInfo: donorDetailsSchema,
  giftAid: z.optional(giftAidSchema),
  newsOptOut,
});

/** docs/product-rules.md#data-shapes: `type` defaults to donation. */
export const createPaymentSchema = z.pipe(
  z.transform((body: unknown) =>
    body && typeof body === "object" && !Array.isArray(body) && !("type" in body) ? { ...body, type: "donation" } : body,
  ),
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
  /** The checkout session: a cart keeps it, to ask GET /api/payment-status/:sessionId on a later visit. */
  sessionId: string;
}
