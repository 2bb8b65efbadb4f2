// The charity's details as a page or an email shows them: what owners saved in Settings, else the
// placeholder from core/site-config.ts. A placeholder is an example, never the charity's own: in
// development it stays, marked as an example; in production its line is left out, so no supporter
// is told a registered number or an address that isn't the charity's.
import {
  charityDetailNames,
  charityRegisterRules,
  type CharityAddress,
  type CharityDetailName,
  type CharityDetails,
  type CharityRegistration,
  type SavedCharityDetails,
} from "./schemas/charity-details";
import type { PublicCharityDetails } from "./site-data";
import { siteConfig } from "./site-config";

/** Today's placeholders, in the saved shape. The return wording today says the buyer pays. */
export const charityPlaceholders: SavedCharityDetails = {
  legalName: siteConfig.charity.legalName,
  registration: { register: "england-wales", number: siteConfig.charity.registeredNumber },
  address: {
    lines: siteConfig.contact.postalAddress.slice(0, -2),
    postcode: siteConfig.contact.postalAddress.at(-2)!,
    country: siteConfig.contact.postalAddress.at(-1)!,
  },
  email: siteConfig.contact.email,
  phone: siteConfig.contact.phone,
  social: { ...siteConfig.social },
  bookingUrl: siteConfig.bookingUrl,
  openingHours: siteConfig.openingHours.map((row) => ({ ...row })),
  returnPostage: "buyer",
};

/** Saved values over placeholders, each marked. */
export function resolveCharityDetails(saved: Partial<SavedCharityDetails>): CharityDetails {
  const resolved = {} as Record<CharityDetailName, { value: unknown; placeholder: boolean }>;
  for (const name of charityDetailNames) {
    const value = saved[name];
    resolved[name] = value === undefined ? { value: charityPlaceholders[name], placeholder: true } : { value, placeholder: false };
  }
  return resolved as CharityDetails;
}

/**
 * What a supporter may be shown: each detail, or undefined where its line must be left out (a
 * placeholder in production). `examples` lists the placeholders still shown (development), so a
 * page can mark them.
 */
export type SupporterCharityDetails = { [K in CharityDetailName]: SavedCharityDetails[K] | undefined } & {
  examples: CharityDetailName[];
};

export function supporterCharityDetails(details: CharityDetails, { production }: { production: boolean }): SupporterCharityDetails {
  const shown = { examples: [] as CharityDetailName[] } as SupporterCharityDetails;
  for (const name of charityDetailNames) {
    const { value, placeholder } = details[name];
    if (placeholder && production) continue;
    if (placeholder) shown.examples.push(name);
    (shown as Record<string, unknown>)[name] = value;
  }
  return shown;
}

/** The details as public pages print them (core/site-data.ts). */
export function publicCharityDetails(details: SupporterCharityDetails): PublicCharityDetails {
  return {
    ...(details.legalName && { legalName: details.legalName }),
    ...(details.registration && { registration: registrationLine(details.registration) }),
    ...(details.address && { address: addressLine(details.address) }),
    ...(details.email && { email: details.email }),
    ...(details.phone && { phone: details.phone }),
    social: { ...details.social },
    ...(details.bookingUrl && { bookingUrl: details.bookingUrl }),
    ...(details.openingHours && { openingHours: details.openingHours }),
    returnPostage: details.returnPostage ?? "buyer",
    examples: details.examples.length > 0,
  };
}

/** "Registered charity no. 1190000 (England and Wales)". */
export function registrationLine(registration: CharityRegistration): string {
  return `Registered charity no. ${registration.number} (${charityRegisterRules[registration.register].name})`;
}

/** "12 Hope Street, London, SE15 4ZX, United Kingdom". */
export function addressLine(address: CharityAddress): string {
  return [...address.lines, address.postcode, address.country].join(", ");
}
