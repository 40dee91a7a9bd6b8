// The date range of the analytics reports: whole days in UTC, written YYYY-MM-DD, both ends included.

/** The longest range a report covers: a year and a day, so "last year" fits whatever the leap years. */
export const MAX_REPORT_RANGE_DAYS = 366;
/** The range a report opens on when none is chosen: the last 30 days, today included. */
export const DEFAULT_REPORT_RANGE_DAYS = 30;
/** Weekly and monthly active learners count the days up to each day: 7 and 30 days, the day included. */
export const WEEKLY_ACTIVE_DAYS = 7;
export const MONTHLY_ACTIVE_DAYS = 30;

const DAY_MS = 86_400_000;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The number of days from `from` to `to`, both included (0 when `to` is before `from`). */
export const rangeLength = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

/** The range a report opens on: the DEFAULT_REPORT_RANGE_DAYS up to today. */
export function defaultReportRange(today: Date): { from: string; to: string } {
  const to = utcDay(today);
  return { from: addDays(to, 1 - DEFAULT_REPORT_RANGE_DAYS), to };
}

/** Why a range cannot be reported, or undefined when it can. */
export function reportRangeProblem(from: string, to: string): string | undefined {
  if (to < from) return 'The range ends before it starts.';
  if (rangeLength(from, to) > MAX_REPORT_RANGE_DAYS) return `A report covers at most ${MAX_REPORT_RANGE_DAYS} days.`;
  return undefined;
}
