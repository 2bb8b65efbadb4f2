// Dates a supporter is told: when a monthly gift is next taken, and when an order should arrive.
// Worked out in UTC, as the payment provider bills, and shown in UK time.

function addMonthsKeepingDay(start: Date, months: number): Date {
  const next = new Date(start);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return next;
}

/**
 * The first monthly payment after `after` of a plan that started at `startedAt`: the same day of
 * each month, or the month's last day when it has no such day (a plan begun on 31 January is next
 * taken on 28 or 29 February, then 31 March), which is how Stripe bills a monthly plan.
 */
export function nextMonthlyPayment(startedAt: Date, after: Date = startedAt): Date {
  for (let months = 1; ; months++) {
    const next = addMonthsKeepingDay(startedAt, months);
    if (next.getTime() > after.getTime()) return next;
  }
}

/** Easter Sunday of a year (the Gregorian computus, as the Church of England keeps it), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** The first (or, with `last`, the final) Monday of a month. */
function monday(year: number, month: number, last = false): Date {
  let date = last ? utcDay(year, month + 1, 0) : utcDay(year, month, 1);
  while (date.getUTCDay() !== 1) date = plusDays(date, last ? -1 : 1);
  return date;
}

/**
 * England and Wales's bank holidays in a year, as "YYYY-MM-DD", worked out by the rules that set
 * them (a holiday on a weekend moves to the next working day), so the list never runs out. One-off
 * holidays (a coronation, a jubilee) and moved ones (VE Day in 2020) are announced a year or so
 * ahead and are not known here: a delivery estimate can then be a day early.
 */
export function bankHolidays(year: number): string[] {
  const holidays: Date[] = [];
  const substituted = (date: Date) => {
    let day = date;
    while (isWeekend(day) || holidays.some((taken) => isoDay(taken) === isoDay(day))) day = plusDays(day, 1);
    holidays.push(day);
  };
  substituted(utcDay(year, 1, 1));
  const easter = easterSunday(year);
  holidays.push(plusDays(easter, -2), plusDays(easter, 1));
  holidays.push(monday(year, 5), monday(year, 5, true), monday(year, 8, true));
  substituted(utcDay(year, 12, 25));
  substituted(utcDay(year, 12, 26));
  return holidays.map(isoDay).sort();
}

const holidaysByYear = new Map<number, Set<string>>();
function isBankHoliday(date: Date): boolean {
  const year = date.getUTCFullYear();
  let days = holidaysByYear.get(year);
  if (!days) holidaysByYear.set(year, (days = new Set(bankHolidays(year))));
  return days.has(isoDay(date));
}

/** `days` working days after `from`: Monday to Friday, not counting England and Wales's bank holidays. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(from);
  let left = days;
  while (left > 0) {
    date = plusDays(date, 1);
    if (!isWeekend(date) && !isBankHoliday(date)) left--;
  }
  return date;
}

/** "14 August 2025", in UK time. */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(date);
}

/** "Friday 21 March", in UK time: for a date in the next few weeks. */
export function formatDayAndDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "Europe/London" }).format(date);
}
