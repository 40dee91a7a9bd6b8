import { describe, expect, it } from 'vitest';
import { joinUrlIsValid, readCapacity, readTimes, toLocalInput } from './conference-times.ts';

describe('conference form values', () => {
  it('reads the start and end, refusing an end that is not after the start', () => {
    const start = toLocalInput('2026-03-02T10:00:00.000Z');
    const end = toLocalInput('2026-03-02T11:00:00.000Z');
    expect(readTimes(start, end)).toEqual({ ok: true, startDateTime: '2026-03-02T10:00:00.000Z', endDateTime: '2026-03-02T11:00:00.000Z' });
    expect(readTimes(end, start)).toEqual({ ok: false, problem: 'endNotAfterStart' });
    expect(readTimes(start, start)).toEqual({ ok: false, problem: 'endNotAfterStart' });
    expect(readTimes('', '')).toEqual({ ok: true, startDateTime: null, endDateTime: null });
    expect(readTimes('soon', '')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('reads the capacity: empty is unlimited, only whole numbers from 1', () => {
    expect(readCapacity('')).toBeNull();
    expect(readCapacity('25')).toBe(25);
    expect(readCapacity('0')).toBeUndefined();
    expect(readCapacity('2.5')).toBeUndefined();
    expect(readCapacity('many')).toBeUndefined();
  });

  it('accepts only http(s) join links', () => {
    expect(joinUrlIsValid('')).toBe(true);
    expect(joinUrlIsValid('https://meet.example.com/abc')).toBe(true);
    expect(joinUrlIsValid('javascript:alert(1)')).toBe(false);
    expect(joinUrlIsValid('meet.example.com')).toBe(false);
  });
});
