// HMRC's Gift Aid donations schedule for a claim, as files: `.ods` (what Charities Online takes,
// written by SheetJS) and CSV, at most 1,000 gifts each, so a big claim gives several parts.
// Columns and formats are core/hmrc-schedule.ts's: dates DD/MM/YY, amounts in pounds with two
// decimals and no £.
import * as XLSX from "@e965/xlsx";
import { scheduleAmount, scheduleColumns, scheduleDate, SCHEDULE_ROWS_PER_FILE } from "../../../core/hmrc-schedule";
import { CSV_BOM, csvRow } from "../../http/csv";
import type { ClaimDetail } from "./gift-aid";

type ScheduleGift = ClaimDetail["gifts"][number];

/** How many files the claim's schedule takes. */
export function schedulePartCount(giftCount: number): number {
  return Math.max(1, Math.ceil(giftCount / SCHEDULE_ROWS_PER_FILE));
}

/** The gifts of one part (1-based), or undefined when there is no such part. */
export function schedulePart(claim: ClaimDetail, part: number): ScheduleGift[] | undefined {
  if (!Number.isInteger(part) || part < 1 || part > schedulePartCount(claim.gifts.length)) return undefined;
  return claim.gifts.slice((part - 1) * SCHEDULE_ROWS_PER_FILE, part * SCHEDULE_ROWS_PER_FILE);
}

function rowOf(gift: ScheduleGift) {
  return ["", gift.firstName, gift.lastName, gift.house, gift.postcode, "", "", scheduleDate(gift.donatedAt), scheduleAmount(gift.amount)] as const;
}

/** One part of the schedule as an OpenDocument spreadsheet. */
export function scheduleOds(gifts: readonly ScheduleGift[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([[...scheduleColumns]]);
  gifts.forEach((gift, i) => {
    const row = rowOf(gift);
    const r = i + 1;
    row.forEach((value, c) => {
      const address = XLSX.utils.encode_cell({ r, c });
      // Dates stay text (HMRC reads DD/MM/YY as written); the amount is a number shown with two decimals.
      sheet[address] = c === 8 ? { t: "n", v: gift.amount / 100, w: value, z: "0.00" } : { t: "s", v: value };
    });
  });
  sheet["!ref"] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: gifts.length, c: scheduleColumns.length - 1 } });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Donations");
  return XLSX.write(book, { type: "buffer", bookType: "ods" }) as Buffer;
}

/** The whole claim as CSV, the same columns, for checking in any spreadsheet. */
export function scheduleCsv(gifts: readonly ScheduleGift[]): string {
  return CSV_BOM + csvRow(scheduleColumns) + gifts.map((g) => csvRow(rowOf(g))).join("");
}
