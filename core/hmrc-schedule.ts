// HMRC's Gift Aid donations schedule (Charities Online): the fields it takes for each gift,
// and the rules it applies to them, so a claim is checked before it is downloaded rather than
// refused after it is sent. Pure: the server builds claims with it, the back office shows why a
// gift can't be claimed yet.
import { ukPostcode } from "./uk-postcode";

/** The schedule's columns, in order, as HMRC's template heads them. */
export const scheduleColumns = [
  "Title",
  "First name or initial",
  "Last name",
  "House name or number",
  "Postcode",
  "Aggregated donations",
  "Sponsored event",
  "Donation date (DD/MM/YY)",
  "Amount",
] as const;

/** At most this many gifts in one schedule file: a bigger claim is split into several. */
export const SCHEDULE_ROWS_PER_FILE = 1000;

export interface ScheduleDonor {
  firstName: string;
  lastName: string;
  house: string;
  postcode: string;
}

// HMRC accepts plain letters in names (with spaces, hyphens, apostrophes and full stops), and
// letters, digits, spaces and a few marks in the house name or number.
const NAME = /^[A-Za-z][A-Za-z .'-]*$/;
const HOUSE = /^[A-Za-z0-9 ,.'&/-]+$/;

/** The donor's name as declared, split as the schedule wants it: first name, then the rest. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words[0]!, lastName: words.slice(1).join(" ") };
}

/** The house name or number: what comes before the first comma of the declared address ("12 Peckham Road" → "12"). */
export function houseFrom(address: string): string {
  const first = address.split(/[,\n]/)[0]?.trim() ?? "";
  const number = /^(\d+[A-Za-z]?)\b/.exec(first);
  return (number ? number[1] : first) ?? "";
}

/** "se15 5jr" → "SE15 5JR"; what HMRC's schedule expects. One that isn't a UK postcode is left for scheduleProblems to name. */
export function schedulePostcode(postcode: string): string {
  return ukPostcode(postcode) ?? postcode.trim().toUpperCase();
}

/** Why HMRC would refuse this donor's row, one message per field; empty when it is fine. */
export function scheduleProblems(donor: ScheduleDonor): string[] {
  const problems: string[] = [];
  if (!donor.firstName) problems.push("The first name is missing");
  else if (donor.firstName.length > 35 || !NAME.test(donor.firstName)) problems.push(`The first name "${donor.firstName}" has characters HMRC refuses (letters, spaces, hyphens and apostrophes only, at most 35)`);
  if (!donor.lastName) problems.push("The last name is missing: the declaration gives one name only");
  else if (donor.lastName.length > 35 || !NAME.test(donor.lastName)) problems.push(`The last name "${donor.lastName}" has characters HMRC refuses (letters, spaces, hyphens and apostrophes only, at most 35)`);
  if (!donor.house) problems.push("The house name or number is missing");
  else if (donor.house.length > 40 || !HOUSE.test(donor.house)) problems.push(`The house name or number "${donor.house}" has characters HMRC refuses`);
  if (ukPostcode(donor.postcode) !== donor.postcode) problems.push(`The postcode "${donor.postcode}" is not a UK postcode`);
  return problems;
}

/** DD/MM/YY in UK time. */
export function scheduleDate(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "2-digit", timeZone: "Europe/London" }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}

/** Pounds with two decimals and no £: 1250 → "12.50". */
export function scheduleAmount(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
}

/** Gift Aid due on a total: 25%, rounded down to the penny. */
export function giftAidDueOn(pence: number): number {
  return Math.floor(Math.max(0, pence) / 4);
}
