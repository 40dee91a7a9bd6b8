// The start and end as the form holds them: datetime-local text in the author's own clock, read and
// written by the discussion settings' planning helpers.
import { fromLocalInput } from '../activities/index.ts';

export { toLocalInput } from '../activities/index.ts';

export type TimesReading =
  | { ok: true; startDateTime: string | null; endDateTime: string | null }
  | { ok: false; problem: 'unreadable' | 'endNotAfterStart' };

/** What the two inputs say, or why it cannot be sent: the server refuses an end that is not after the start. */
export function readTimes(start: string, end: string): TimesReading {
  const startDateTime = fromLocalInput(start);
  const endDateTime = fromLocalInput(end);
  if (startDateTime === undefined || endDateTime === undefined) return { ok: false, problem: 'unreadable' };
  if (startDateTime && endDateTime && Date.parse(endDateTime) <= Date.parse(startDateTime))
    return { ok: false, problem: 'endNotAfterStart' };
  return { ok: true, startDateTime, endDateTime };
}

/** The capacity field: empty is unlimited (null); anything but a whole number from 1 is refused (undefined). */
export function readCapacity(value: string): number | null | undefined {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : undefined;
}

/** A join link the server accepts: empty, or an http(s) address. */
export function joinUrlIsValid(value: string): boolean {
  if (value.trim() === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
