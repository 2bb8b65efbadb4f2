// CSV downloads streamed from the server; each field is written as core/csv.ts says (a
// byte-order mark, every field quoted, formulas made inert).
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { CSV_BOM, csvRow } from "../../core/csv";

export { CSV_BOM, csvField, csvRow } from "../../core/csv";

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
