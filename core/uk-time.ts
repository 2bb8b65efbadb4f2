// Dates and times as people in the UK read them (Europe/London: GMT in winter, BST in summer),
// turned into instants and back. A time that falls in the hour the clocks skip in March doesn't
// exist; one in the hour they repeat in October happens twice, and the first is meant.

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The UK wall-clock date ("2026-12-10") and time ("09:30") at an instant. */
export function ukDateAndTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(london.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The instant a UK date ("YYYY-MM-DD") and time ("HH:MM") name, or undefined when there is none. */
export function instantOfUkTime(date: string, time: string): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // London is UTC or UTC+1: of the two candidates, the earlier that reads back as asked.
  for (const offsetHours of [1, 0]) {
    const instant = new Date(asUtc - offsetHours * 3_600_000);
    const back = ukDateAndTime(instant);
    if (back.date === date && back.time === time) return instant;
  }
  return undefined;
}

/** "Thursday 10 December 2026 at 09:30" in UK time. */
export function formatUkDateTime(instant: Date): string {
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(instant);
  return `${day} at ${ukDateAndTime(instant).time}`;
}
