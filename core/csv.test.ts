import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("reads what spreadsheets write: a byte-order mark, quotes, doubled quotes, commas and line ends inside quotes, CRLF", () => {
    const text = '\uFEFF"sku","name"\r\n"a-1","Tee, ""Blessed"""\r\nb-2,"two\nlines"\n\n';
    expect(parseCsv(text)).toEqual([
      ["sku", "name"],
      ["a-1", 'Tee, "Blessed"'],
      ["b-2", "two\nlines"],
    ]);
  });

  it("keeps empty fields and a last line without a line end", () => {
    expect(parseCsv("a,,c\n,2,")).toEqual([
      ["a", "", "c"],
      ["", "2", ""],
    ]);
  });
});
