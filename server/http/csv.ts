// CSV that a spreadsheet opens as it should: UTF-8 with a byte-order mark (Excel reads
// accents right), every field quoted, and text that a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return at the start) made inert with a leading apostrophe.
export const CSV_BOM = "\uFEFF";

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers we write ourselves are safe; anything else that a person typed may not be.
  if (typeof value !== "number" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
