import { describe, expect, it } from 'vitest';
import { parseLocalDateTime, scheduleProblems, toIsoInstant, toLocalDateTimeInput } from './schedule-dates.ts';

const now = new Date(2030, 0, 10, 12, 0);

describe('schedule dates', () => {
  it('requires a publish date', () => {
    expect(scheduleProblems({ publishOn: '', unpublishOn: '' }, now)).toEqual({ publishOn: { kind: 'required' } });
  });

  it('rejects a date that is not real', () => {
    expect(scheduleProblems({ publishOn: '2030-02-31T10:00', unpublishOn: '' }, now).publishOn).toEqual({ kind: 'invalid' });
    expect(scheduleProblems({ publishOn: 'tomorrow', unpublishOn: '' }, now).publishOn).toEqual({ kind: 'invalid' });
    expect(scheduleProblems({ publishOn: '2030-01-11T10:00', unpublishOn: '2030-13-01T10:00' }, now).unpublishOn).toEqual({
      kind: 'invalid',
    });
  });

  it('wants the publish date after now', () => {
    expect(scheduleProblems({ publishOn: '2030-01-10T12:00', unpublishOn: '' }, now).publishOn).toEqual({ kind: 'tooEarly', bound: now });
    expect(scheduleProblems({ publishOn: '2030-01-10T12:01', unpublishOn: '' }, now)).toEqual({});
  });

  it('wants the unpublish date after the publish date, and says so on both fields', () => {
    const problems = scheduleProblems({ publishOn: '2030-01-12T09:00', unpublishOn: '2030-01-11T09:00' }, now);
    expect(problems.publishOn).toEqual({ kind: 'tooLate', bound: new Date(2030, 0, 11, 9, 0) });
    expect(problems.unpublishOn).toEqual({ kind: 'tooEarly', bound: new Date(2030, 0, 12, 9, 0) });
    expect(scheduleProblems({ publishOn: '2030-01-12T09:00', unpublishOn: '2030-01-13T09:00' }, now)).toEqual({});
  });

  it('converts between datetime-local values and ISO instants in the browser’s zone', () => {
    const local = '2030-01-12T09:30';
    const iso = toIsoInstant(local);
    expect(iso).toBe(new Date(2030, 0, 12, 9, 30).toISOString());
    expect(toLocalDateTimeInput(iso)).toBe(local);
    expect(toLocalDateTimeInput(null)).toBe('');
    expect(toLocalDateTimeInput('garbage')).toBe('');
    expect(toIsoInstant('')).toBeNull();
    expect(parseLocalDateTime('2030-01-12T09:30:15')?.getSeconds()).toBe(15);
  });
});
