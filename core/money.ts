// Money is integer pence inside the code; pounds only at the edges
// (display, the stored localStorage shapes, the request body).

export type Pence = number;

/** "1,234,567" from 1234567: the en-GB grouping of a whole number. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * "£12.34" from 1234, "-£5.00" from -500: what Intl.NumberFormat("en-GB", GBP) writes. Written out
 * because the first Intl formatter a page creates loads the locale's data, which took 13 ms of the
 * main thread (about 50 ms on Lighthouse's slowed phone) as this module loaded on every page.
 */
export function formatPence(pence: Pence): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}£${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** Pounds (possibly a float such as 14.99) to integer pence, without float drift. */
export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

/**
 * What a person typed as an amount of money ("15", "15.50", "£15.50") in pence, worked out in
 * whole numbers; undefined for anything else (1e3, 15.999, letters, more than six digits of pounds).
 * Forms then state their own rule (the range they take) beside the field.
 */
export function penceFromTyped(text: string): Pence | undefined {
  const trimmed = text.trim().replace(/^£/, "");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const [whole = "0", part = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

export function penceToPounds(pence: Pence): number {
  return pence / 100;
}

/** "12.34": the two-decimal string lastPurchaseInfo keeps (docs/product-rules.md#stored-in-the-browser). */
export function penceToDecimalString(pence: Pence): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
