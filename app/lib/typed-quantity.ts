// Reading a quantity a person typed. Only a plain whole number in range counts: "0", "1.5", "1e3",
// "two" or nothing are not quietly made into 1, they are refused with the rule.

/** "Enter a whole number from 1 to 99." */
export function quantityRule(min: number, max: number): string {
  return `Enter a whole number from ${min} to ${max}.`;
}

/** The quantity typed, or undefined when it isn't a whole number from `min` to `max`. */
export function quantityFromTyped(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return quantity >= min && quantity <= max ? quantity : undefined;
}
