// Reading a CSV file as spreadsheets write it (RFC 4180): quoted fields, doubled quotes, CRLF or
// LF line ends, an optional byte-order mark; and writing one that a spreadsheet opens as it
// should: UTF-8 with a byte-order mark (Excel reads accents right), every field quoted, and text
// that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the start) made
// inert with a leading apostrophe. Pure: the server's exports, the back office's import and its
// reports' tables (downloaded in the browser) use it.

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

/** A whole table as one CSV text: the header, then its rows. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join("");
}

/** The file's rows, each a list of fields; blank lines are left out. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    field = "";
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") endRow();
    else if (c === "\r") {
      if (text[i + 1] === "\n") i++;
      endRow();
    } else field += c;
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
}
