// Money is integer pence inside the code; pounds only at the edges
// (display, the SPEC's localStorage shapes, the SPEC's request body).

export type Pence = number;

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** "£12.34" from 1234. */
export function formatPence(pence: Pence): string {
  return gbp.format(pence / 100);
}

/** Pounds (possibly a float such as 14.99) to integer pence, without float drift. */
export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

export function penceToPounds(pence: Pence): number {
  return pence / 100;
}

/** "12.34": the two-decimal string SPEC §3 stores in lastPurchaseInfo. */
export function penceToDecimalString(pence: Pence): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
