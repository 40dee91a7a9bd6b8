// Calendar arithmetic in a named time zone, with nothing but Intl: "every year on 1 March" and "twelve
// months after" mean the wall clock of the place the course is run from, not UTC.

/** A wall-clock moment: month 1–12. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (an unknown name would throw deep inside a due-date computation). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function zonedPartsOf(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** Milliseconds the zone is ahead of UTC at the instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  const parts = zonedPartsOf(new Date(epochMs), timeZone);
  return asUtc(parts) - epochMs;
}

function asUtc(parts: ZonedParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.millisecond);
}

/**
 * The instant the wall clock reads `parts` in the zone. A time skipped by a daylight-saving change lands
 * just after the change; a time that happens twice takes the first.
 */
export function instantOfZoned(parts: ZonedParts, timeZone: string): Date {
  const wall = asUtc(parts);
  // The offsets a day either side cover any change near the moment; a candidate is right when the zone's
  // clock reads `parts` at it.
  const before = wall - offsetAt(wall - ONE_DAY_MS, timeZone);
  const after = wall - offsetAt(wall + ONE_DAY_MS, timeZone);
  const fits = [before, after].filter((candidate) => asUtc(zonedPartsOf(new Date(candidate), timeZone)) === wall);
  return new Date(fits.length > 0 ? Math.min(...fits) : before);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same wall-clock time `months` later; the 31st becomes the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addZonedMonths(instant: Date, months: number, timeZone: string): Date {
  const parts = zonedPartsOf(instant, timeZone);
  const monthIndex = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return instantOfZoned({ ...parts, year, month, day: Math.min(parts.day, daysInMonth(year, month)) }, timeZone);
}

/** The same wall-clock time `days` calendar days later (23 or 25 hours across a daylight-saving change). */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const parts = zonedPartsOf(instant, timeZone);
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return instantOfZoned(
    { ...parts, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
    timeZone,
  );
}

/** The last millisecond of the day in the zone: what "due on 1 March" allows. */
export function endOfZonedDay(year: number, month: number, day: number, timeZone: string): Date {
  return instantOfZoned({ year, month, day, hour: 23, minute: 59, second: 59, millisecond: 999 }, timeZone);
}
