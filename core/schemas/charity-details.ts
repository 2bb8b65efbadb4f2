// The charity's own details as owners edit them in Settings: who the charity is (legal name,
// registered number and register), where the seller is (a geographical address: the Consumer
// Contracts Regulations 2013 ask for one, which a PO box alone is not), how to reach it, and who
// pays to post a return. The same rules in the back office's form and at the endpoint.
import * as z from "zod/mini";
import { isValidEmail } from "../email-address";
import { hasForbiddenCharacters, visibleOrEmpty } from "../text-rules";
import { UK_COUNTRY, UK_POSTCODE_MESSAGE, ukPostcode } from "../uk-postcode";

export const charityRegisters = ["england-wales", "scotland", "northern-ireland"] as const;
export type CharityRegister = (typeof charityRegisters)[number];

/** Each register's name as a receipt prints it, and the shape of the numbers it gives. */
export const charityRegisterRules: Record<CharityRegister, { name: string; shape: RegExp; format: string }> = {
  "england-wales": { name: "England and Wales", shape: /^\d{6,7}$/, format: "6 or 7 digits, like 1190000" },
  scotland: { name: "Scotland", shape: /^SC\d{6}$/, format: "SC and 6 digits, like SC012345" },
  "northern-ireland": { name: "Northern Ireland", shape: /^NIC\d{6}$/, format: "NIC and 6 digits, like NIC100001" },
};

/** A line of text: trimmed, no control characters, not blank, at most `max` characters. */
const line = (label: string, max: number) =>
  z.string({ error: `Enter the ${label}` }).check(
    z.overwrite(visibleOrEmpty),
    z.refine<string>((v) => !hasForbiddenCharacters(v), `The ${label} contains a character we can't accept: remove any control characters`),
    z.minLength(1, `Enter the ${label}`),
    z.maxLength(max, `Keep the ${label} to ${max} characters or fewer`),
  );

const httpsUrl = (label: string) =>
  z.string({ error: `Enter the ${label}` }).check(
    z.trim(),
    z.maxLength(500, `Keep the ${label} to 500 characters or fewer`),
    z.refine<string>((v) => isHttpsUrl(v), `The ${label} must be a full web address starting with https://`),
  );

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !hasForbiddenCharacters(value);
  } catch {
    return false;
  }
}

export const registrationSchema = z
  .object({
    register: z.enum(charityRegisters, { error: "Choose the register: England and Wales, Scotland or Northern Ireland" }),
    number: z.string({ error: "Enter the charity number" }).check(z.trim(), z.toUpperCase(), z.minLength(1, "Enter the charity number")),
  })
  .check(
    z.refine((v) => charityRegisterRules[v.register].shape.test(v.number.replace(/\s+/g, "")), {
      path: ["number"],
      error: (issue) => {
        const register = (issue.input as { register: CharityRegister }).register;
        const rule = charityRegisterRules[register];
        return `A charity number on the ${rule.name} register is ${rule.format}`;
      },
    }),
  );
export type CharityRegistration = z.output<typeof registrationSchema>;

// "PO Box 7781", "P.O. Box 12", "Post Office Box 3", "POBox 9".
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

export const PO_BOX_MESSAGE =
  "Give the street address where the charity is based: the Consumer Contracts Regulations require a geographical address, which a PO box alone is not";

export const addressSchema = z
  .object({
    lines: z
      .array(line("address line", 100), { error: "Enter the address, one line per field" })
      .check(z.minLength(1, "Enter the first line of the address"), z.maxLength(4, "Use at most 4 address lines")),
    postcode: line("postcode", 12),
    country: line("country", 60),
  })
  .check(
    // A PO box may sit beside a street address, but not stand in for one: besides it, a building
    // or street and a town.
    z.refine((v) => !v.lines.some((l) => PO_BOX.test(l)) || v.lines.filter((l) => !PO_BOX.test(l)).length >= 2, {
      path: ["lines"],
      error: PO_BOX_MESSAGE,
    }),
    z.refine((v) => v.country !== UK_COUNTRY || ukPostcode(v.postcode) !== undefined, { path: ["postcode"], error: UK_POSTCODE_MESSAGE }),
    // Kept as the checkout keeps a delivery postcode ("se15 4zx" → "SE15 4ZX"), so a receipt prints it properly.
    z.overwrite((v) => (v.country === UK_COUNTRY ? { ...v, postcode: ukPostcode(v.postcode) ?? v.postcode } : v)),
  );
export type CharityAddress = z.output<typeof addressSchema>;

export const socialNetworks = ["facebook", "instagram", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialSchema = z.object({
  facebook: z.optional(httpsUrl("Facebook address")),
  instagram: z.optional(httpsUrl("Instagram address")),
  youtube: z.optional(httpsUrl("YouTube address")),
  tiktok: z.optional(httpsUrl("TikTok address")),
});
export type SocialLinks = z.output<typeof socialSchema>;

export const openingHoursSchema = z
  .array(z.object({ days: line("days", 40), hours: line("hours", 40) }), { error: "Enter the opening hours" })
  .check(z.minLength(1, "Enter at least one line of opening hours"), z.maxLength(7, "Use at most 7 lines of opening hours"));
export type OpeningHours = z.output<typeof openingHoursSchema>;

export const returnPostagePayers = ["charity", "buyer"] as const;
export type ReturnPostagePayer = (typeof returnPostagePayers)[number];

const PHONE = /^\+?[\d\s()-]{7,20}$/;

/** Every detail, as saved; the resolved details (with placeholders) are in core/charity-details.ts. */
export const charityDetailsSchema = z.object({
  legalName: line("charity's legal name", 120),
  registration: registrationSchema,
  address: addressSchema,
  email: z.string({ error: "Enter the contact email address" }).check(
    z.trim(),
    z.refine<string>((v) => v.length <= 254 && isValidEmail(v), "Enter a valid contact email address, like hello@example.org"),
  ),
  phone: z.string({ error: "Enter the contact phone number" }).check(
    z.trim(),
    z.refine<string>((v) => PHONE.test(v) && /\d{7}/.test(v.replace(/\D/g, "")), "Enter the phone number in digits, like +44 20 7946 0321"),
  ),
  social: socialSchema,
  bookingUrl: httpsUrl("coaching booking address"),
  openingHours: openingHoursSchema,
  returnPostage: z.enum(returnPostagePayers, { error: "Choose who pays to post a return: the charity or the buyer" }),
});
export type SavedCharityDetails = z.output<typeof charityDetailsSchema>;
export type CharityDetailName = keyof SavedCharityDetails;
export const charityDetailNames = Object.keys(charityDetailsSchema.shape) as CharityDetailName[];

/**
 * A change from Settings: any of the details; null puts one back to its placeholder. Unknown
 * names are refused, so a typo is never silently ignored.
 */
export const charityDetailsChangeSchema = z.strictObject(
  Object.fromEntries(charityDetailNames.map((name) => [name, z.optional(z.nullable(charityDetailsSchema.shape[name]))])) as {
    [K in CharityDetailName]: z.ZodMiniOptional<z.ZodMiniNullable<(typeof charityDetailsSchema.shape)[K]>>;
  },
);
export type CharityDetailsChange = z.output<typeof charityDetailsChangeSchema>;

/** Each detail with whether it is still the placeholder from core/site-config.ts. */
export type CharityDetails = { [K in CharityDetailName]: { value: SavedCharityDetails[K]; placeholder: boolean } };

/**
 * What GET and PATCH /api/admin/settings/charity answer. Read loosely: an example (a PO box
 * address) need not pass the rules a saved value must, so the page checks only the shape.
 */
export const charityDetailsResponseSchema = z.object({
  details: z.object(
    Object.fromEntries(charityDetailNames.map((name) => [name, z.object({ value: z.unknown(), placeholder: z.boolean() })])) as Record<
      CharityDetailName,
      z.ZodMiniObject<{ value: z.ZodMiniUnknown; placeholder: z.ZodMiniBoolean }>
    >,
  ),
});
export type CharityDetailsResponse = { details: CharityDetails };
