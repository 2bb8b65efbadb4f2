// The charity's own reference with HMRC for Gift Aid (the one Charities Online asks for when a
// claim is made, like "AB12345"). HMRC has issued more than one shape over the years, so the rule
// is lenient on the shape and strict on what is plainly not a reference: letters and digits only,
// at least one of each, 4 to 12 of them. Spaces typed inside it are dropped, letters made capitals.

export const HMRC_CHARITY_REFERENCE_MESSAGE = "Enter the charity's HMRC reference in letters and digits, like AB12345";

/** "ab 12345" → "AB12345"; undefined for anything that isn't letters and digits as a reference has. */
export function hmrcCharityReference(typed: string): string | undefined {
  const reference = typed.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9]{4,12}$/.test(reference) && /[A-Z]/.test(reference) && /\d/.test(reference) ? reference : undefined;
}
