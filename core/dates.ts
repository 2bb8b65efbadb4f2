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

/** `days` working days (Monday to Friday) after `from`; bank holidays are not known here. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
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
