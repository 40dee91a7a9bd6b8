import { describe, expect, it } from 'vitest';
import { addDays, daysOfRange, defaultReportRange, rangeLength, reportRangeProblem } from './report-range.ts';

describe('report ranges', () => {
  it('walks whole UTC days across a month and a leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysOfRange('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(rangeLength('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('opens on the last 30 days, today included', () => {
    expect(defaultReportRange(new Date('2026-03-10T23:59:00Z'))).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('refuses a range that ends first or is longer than 366 days', () => {
    expect(reportRangeProblem('2026-01-02', '2026-01-01')).toBe('The range ends before it starts.');
    expect(reportRangeProblem('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(reportRangeProblem('2024-01-01', '2025-01-01')).toBe('A report covers at most 366 days.');
  });
});
