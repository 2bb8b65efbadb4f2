// The one rule for a UK postcode: the checkout's delivery address (browser and server), the Gift
// Aid declaration and HMRC's schedule all read postcodes through it, so none of them can accept
// what another refuses.

/**
 * The shape, not a list of real postcodes: an outward code (one or two letters, a digit, then a
 * letter or digit or nothing) and an inward code (a digit and two letters), with or without the
 * space between them, in either case.
 */
const UK_POSTCODE_SHAPE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;

/** What a field says when a UK postcode isn't one. */
export const UK_POSTCODE_MESSAGE = "Enter a UK postcode, like SE15 4ZX";

/** The country whose addresses take a UK postcode, as the checkout's country list names it. */
export const UK_COUNTRY = "United Kingdom";

/**
 * "b11aa", " sw1a  1aa " → "B1 1AA", "SW1A 1AA": upper case, one space before the inward code.
 * Undefined for anything that isn't a UK postcode's shape.
 */
export function ukPostcode(typed: string): string | undefined {
  const match = UK_POSTCODE_SHAPE.exec(typed.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : undefined;
}
