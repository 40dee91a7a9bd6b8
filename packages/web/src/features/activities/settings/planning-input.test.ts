import { describe, expect, it } from 'vitest';
import { fromLocalInput, planningOrderIsValid, toLocalInput } from './planning-input.ts';

describe('planning inputs', () => {
  it('shows an instant on the local clock and reads it back as the same instant', () => {
    const iso = new Date(2026, 4, 1, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-05-01T09:30');
    expect(fromLocalInput('2026-05-01T09:30')).toBe(iso);
  });

  it('treats empty as an open end and refuses what is not a date', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('not a date')).toBeUndefined();
  });

  it('accepts open ends and an end after the start, not an end before it', () => {
    expect(planningOrderIsValid({ startDateTime: null, endDateTime: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(planningOrderIsValid({ startDateTime: '2026-01-01T00:00:00.000Z', endDateTime: '2026-01-02T00:00:00.000Z' })).toBe(true);
    expect(planningOrderIsValid({ startDateTime: '2026-01-02T00:00:00.000Z', endDateTime: '2026-01-01T00:00:00.000Z' })).toBe(false);
  });
});
