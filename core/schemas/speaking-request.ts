// The /book-call request form and POST /api/speaking-requests share this schema.
import * as z from "zod/mini";
import { emailField, optionalText, requiredText } from "./fields";
import { honeypotField } from "./honeypot";
import { groupThousands } from "../money";
import { SPEAKING_MESSAGE_MAX } from "../speaking-request-form";

export const AUDIENCE_SIZE_MAX = 100_000;
/** How far ahead the ministry takes bookings. */
export const EVENT_DATE_MAX_YEARS_AHEAD = 5;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since the epoch for a valid YYYY-MM-DD calendar date, else undefined. */
function epochDay(value: string): number | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return Math.floor(time / DAY_MS);
}

/**
 * A date the event could still happen on. "Today" is taken loosely (UTC minus a
 * day) so a person west of Greenwich late in the evening is never told their
 * today has passed.
 */
export const eventDateField = z.string({ error: "Enter the date of your event" }).check(
  z.trim(),
  z.minLength(1, "Enter the date of your event"),
  z.refine((v) => v === "" || epochDay(v) !== undefined, "Enter the event date as a real date, like 2026-09-19"),
  z.refine((v) => {
    const day = epochDay(v);
    return day === undefined || day >= Math.floor(Date.now() / DAY_MS) - 1;
  }, "The event date has passed: choose a date from today onwards"),
  z.refine((v) => {
    const day = epochDay(v);
    return day === undefined || day <= Math.floor(Date.now() / DAY_MS) + EVENT_DATE_MAX_YEARS_AHEAD * 366;
  }, `Choose a date within the next ${EVENT_DATE_MAX_YEARS_AHEAD} years`),
);

/** Optional whole number; the form sends what was typed, JSON clients may send a number. */
export const audienceSizeField = z.pipe(
  z.transform((v: unknown) => {
    if (typeof v !== "string") return v;
    const trimmed = v.trim().replace(/,/g, "");
    if (trimmed === "") return undefined;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : v;
  }),
  z.optional(
    z.number({ error: "Enter the audience size as a number, like 150" }).check(
      z.refine((v) => Number.isInteger(v), "Enter the audience size as a whole number"),
      z.gte(1, "The audience size must be at least 1"),
      z.lte(
        AUDIENCE_SIZE_MAX,
        `For an audience over ${groupThousands(AUDIENCE_SIZE_MAX)}, tell us in your message`,
      ),
    ),
  ),
);

export const speakingRequestSchema = z.object({
  name: requiredText("name", 100),
  email: emailField,
  phone: optionalText("phone number", 40),
  organisation: requiredText("church or organisation", 150),
  eventDate: eventDateField,
  location: requiredText("event location", 200),
  audienceSize: audienceSizeField,
  topic: optionalText("topic", 200),
  message: requiredText("message", SPEAKING_MESSAGE_MAX, { multiline: true }),
  website: honeypotField,
});

export type SpeakingRequest = z.output<typeof speakingRequestSchema>;

export const SPEAKING_REQUEST_RECEIVED_MESSAGE =
  "Thank you: your request has reached our team and a copy is on its way to your inbox. We aim to reply within five working days.";

export interface SpeakingRequestResponse {
  message: string;
}
