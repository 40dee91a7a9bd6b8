import { describe, expect, it } from 'vitest';
import { addZonedDays, addZonedMonths, endOfZonedDay, instantOfZoned, isKnownTimeZone, zonedPartsOf } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads the wall clock of a zone', () => {
    expect(zonedPartsOf(new Date('2027-03-01T05:30:00Z'), 'America/New_York')).toMatchObject({
      year: 2027,
      month: 3,
      day: 1,
      hour: 0,
      minute: 30,
    });
    expect(zonedPartsOf(new Date('2027-03-01T23:30:00Z'), 'Asia/Tokyo')).toMatchObject({ month: 3, day: 2, hour: 8 });
  });

  it('finds the instant of a wall-clock time, across daylight-saving changes', () => {
    const parts = { year: 2027, month: 7, day: 1, hour: 9, minute: 0, second: 0, millisecond: 0 };
    expect(instantOfZoned(parts, 'Europe/Madrid').toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(instantOfZoned({ ...parts, month: 1 }, 'Europe/Madrid').toISOString()).toBe('2027-01-01T08:00:00.000Z');
    // 02:30 on 28 March 2027 does not exist in Madrid (02:00 → 03:00): it lands just after the change.
    expect(instantOfZoned({ ...parts, month: 3, day: 28, hour: 2, minute: 30 }, 'Europe/Madrid').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    // 02:30 on 31 October 2027 happens twice: the first.
    expect(instantOfZoned({ ...parts, month: 10, day: 31, hour: 2, minute: 30 }, 'Europe/Madrid').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('adds months keeping the wall clock and clamping to the month end', () => {
    expect(addZonedMonths(new Date('2027-01-31T10:00:00Z'), 1, 'UTC').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addZonedMonths(new Date('2028-01-31T10:00:00Z'), 1, 'UTC').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addZonedMonths(new Date('2028-02-29T10:00:00Z'), 12, 'UTC').toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(addZonedMonths(new Date('2027-11-30T12:00:00Z'), 3, 'UTC').toISOString()).toBe('2028-02-29T12:00:00.000Z');
    // 09:00 in Madrid in winter is 08:00Z, in summer 07:00Z.
    expect(addZonedMonths(new Date('2027-01-15T08:00:00Z'), 6, 'Europe/Madrid').toISOString()).toBe('2027-07-15T07:00:00.000Z');
  });

  it('adds calendar days, 23 hours long across the spring change', () => {
    expect(addZonedDays(new Date('2027-03-27T11:00:00Z'), 1, 'Europe/Madrid').toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(addZonedDays(new Date('2027-12-30T00:00:00Z'), 3, 'UTC').toISOString()).toBe('2028-01-02T00:00:00.000Z');
  });

  it('ends a day at its last millisecond in the zone', () => {
    expect(endOfZonedDay(2027, 3, 1, 'UTC').toISOString()).toBe('2027-03-01T23:59:59.999Z');
    expect(endOfZonedDay(2027, 3, 1, 'Pacific/Auckland').toISOString()).toBe('2027-03-01T10:59:59.999Z');
  });

  it('knows which zone names exist', () => {
    expect(isKnownTimeZone('Europe/Madrid')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
