// The reports' periods, as UK dates (Europe/London) from and to, both days included: this
// month, the last 12 months, this tax year (from 6 April), or a range someone chose. Charts
// group by UK calendar month; a period that starts or ends inside a month counts only its part.
// Pure: the back office picks a period with it and the server checks and reads it.

export const reportPresets = ["this-month", "last-12-months", "tax-year", "custom"] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const reportPresetLabels: Record<ReportPreset, string> = {
  "this-month": "This month",
  "last-12-months": "Last 12 months",
  "tax-year": "This tax year",
  custom: "Choose dates",
};

/** UK dates, YYYY-MM-DD, both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The longest period a report covers: five years of months keeps a chart readable. */
export const MAX_REPORT_MONTHS = 60;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

const parts = (day: string) => day.split("-").map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/** The first day of the month `months` after (or before) a day's month. */
function monthStart(day: string, months = 0): string {
  const [year, month] = parts(day);
  return dayOf(Date.UTC(year, month - 1 + months, 1));
}

/** The same day a year earlier; 29 February becomes 28 February. */
export function yearBefore(day: string): string {
  const [year, month, date] = parts(day);
  const candidate = `${year - 1}-${pad(month)}-${pad(date)}`;
  return isCalendarDay(candidate) ? candidate : `${year - 1}-${pad(month)}-${pad(date - 1)}`;
}

/** The first day of the UK tax year a day falls in: 6 April. */
export function taxYearStart(day: string): string {
  const [year, month, date] = parts(day);
  const started = month > 4 || (month === 4 && date >= 6);
  return `${started ? year : year - 1}-04-06`;
}

/** A preset's period up to and including `today` (a UK date). */
export function presetPeriod(preset: Exclude<ReportPreset, "custom">, today: string): ReportPeriod {
  switch (preset) {
    case "this-month":
      return { from: monthStart(today), to: today };
    case "last-12-months":
      return { from: monthStart(today, -11), to: today };
    case "tax-year":
      return { from: taxYearStart(today), to: today };
  }
}

/** The same period a year before, for the comparison line. */
export function periodYearBefore(period: ReportPeriod): ReportPeriod {
  return { from: yearBefore(period.from), to: yearBefore(period.to) };
}

/** The months (YYYY-MM) a period touches, in order. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  for (let month = monthStart(period.from); month <= period.to; month = monthStart(month, 1)) months.push(month.slice(0, 7));
  return months;
}

/** The month a year before a month (YYYY-MM). */
export function monthYearBefore(month: string): string {
  const [year, rest] = [Number(month.slice(0, 4)), month.slice(4)];
  return `${year - 1}${rest}`;
}

/** "Apr 2026" for a month key; "Apr" alone when short. */
export function monthLabel(month: string, style: "short" | "long" = "short"): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", { month: style === "long" ? "long" : "short", year: "numeric", timeZone: "UTC" }).format(date);
}

/** "6 April 2026" for a UK date. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A period cut where its months begin: the whole UK months it covers (first and last month's
 * first days; null when none), and the parts of months at either end (none, one or two), for
 * the server to read whole months from running totals and the parts from the rows themselves.
 */
export function splitAtMonths(period: ReportPeriod): { months: { first: string; last: string } | null; parts: ReportPeriod[] } {
  const lastDay = (day: string) => addDays(monthStart(day, 1), -1);
  const first = period.from === monthStart(period.from) ? period.from : monthStart(period.from, 1);
  const last = period.to === lastDay(period.to) ? monthStart(period.to) : monthStart(period.to, -1);
  if (first > last) {
    if (monthStart(period.from) === monthStart(period.to)) return { months: null, parts: [period] };
    return { months: null, parts: [{ from: period.from, to: lastDay(period.from) }, { from: monthStart(period.to), to: period.to }] };
  }
  const parts: ReportPeriod[] = [];
  if (period.from < first) parts.push({ from: period.from, to: addDays(first, -1) });
  if (period.to > lastDay(last)) parts.push({ from: monthStart(last, 1), to: period.to });
  return { months: { first, last }, parts };
}
