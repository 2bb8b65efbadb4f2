// Keyset paging for the back office's lists: a page ends at a row, and the next page starts
// after it, by (time, id). The time is carried to the microsecond, as the database keeps it: a
// JavaScript Date keeps milliseconds, and rows within one millisecond would be skipped.
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { hasForbiddenCharacters } from "../../core/text-rules";
import { InvalidInputError } from "../domain/errors";

/**
 * A page cursor: a row's time to the microsecond (as PostgreSQL keeps it; a JavaScript Date
 * keeps milliseconds, and rows in the same millisecond would be skipped) and its id.
 */
export interface PreciseCursor {
  at: string;
  id: string;
}

/** The timestamp column as text to the microsecond, in UTC, for a cursor. */
export function preciseTime(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodePreciseCursor(cursor: PreciseCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

export function decodePreciseCursor(value: string): PreciseCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      parsed &&
      typeof parsed === "object" &&
      "at" in parsed &&
      "id" in parsed &&
      typeof parsed.at === "string" &&
      typeof parsed.id === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(parsed.at) &&
      !Number.isNaN(Date.parse(parsed.at)) &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(parsed.id)
    ) {
      return { at: parsed.at, id: parsed.id };
    }
  } catch {
    // falls through to the refusal below
  }
  throw new InvalidInputError("This page link is out of date: start from the first page", [{ field: "after", message: "Not a page cursor" }]);
}

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A cursor for a list ordered by one unique text key (a donor's email address): the key itself, opaque. */
export function encodeKeyCursor(key: string): string {
  return Buffer.from(key).toString("base64url");
}

export function decodeKeyCursor(value: string): string {
  const key = /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, "base64url").toString("utf8") : "";
  if (key && key.length <= 320 && !key.includes("\uFFFD") && !hasForbiddenCharacters(key)) return key;
  throw new InvalidInputError("This page link is out of date: start from the first page", [{ field: "after", message: "Not a page cursor" }]);
}
