// CSV that a spreadsheet opens as it should: UTF-8 with a byte-order mark (Excel reads
// accents right), every field quoted, and text that a spreadsheet would run as a formula
// (=, +, -, @, tab, carriage return at the start) made inert with a leading apostrophe.
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

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

/** The header, then each page of rows as it arrives: a large export never sits in memory. */
export async function* csvLines(header: readonly string[], pages: AsyncIterable<readonly (readonly unknown[])[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  for await (const page of pages) yield page.map(csvRow).join("");
}

/** Streams `csvLines` as a download named `<name>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .send(Readable.from(lines));
}
