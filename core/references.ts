// The references customers quote: PM-10001 for an order, GF-10001 for a gift. A reference typed
// whole into a back-office search names one record, so it is found whatever view or filter the
// list shows (issue 55); anything else typed is a search within the view, as before.

export type ReferencePrefix = "PM" | "GF";

/**
 * The reference typed, written the way it is stored ("pm 10004", "PM10004" → "PM-10004"),
 * or undefined when what was typed is not a whole reference of that kind.
 */
export function exactReference(typed: string | null | undefined, prefix: ReferencePrefix): string | undefined {
  const compact = (typed ?? "").replace(/\s+/g, "").toUpperCase();
  const match = new RegExp(`^${prefix}-?(\\d{1,12})$`).exec(compact);
  return match ? `${prefix}-${match[1]}` : undefined;
}
