import { describe, expect, it } from 'vitest';
import { toCsv, type AnalyticsOverviewResponse } from '@slidewise/core';
import type { TFunction } from 'i18next';
import { overdueTable, overviewCharts, overviewDaysTable, scoreCell } from './overview-figures.ts';

// The last part of each key stands for its text.
const t = ((key: string) => key.split('.').at(-1)!) as unknown as TFunction;
const overview: AnalyticsOverviewResponse = {
  from: '2025-06-01',
  to: '2025-06-02',
  groupIds: [],
  groups: [],
  totals: { activeLearners: 2, lessonsCompleted: 4, coursesCompleted: 1, averageScore: 65, overduePeople: 1 },
  days: [
    { day: '2025-06-01', dailyActive: 2, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 3, coursesCompleted: 1 },
    { day: '2025-06-02', dailyActive: 1, weeklyActive: 2, monthlyActive: 2, lessonsCompleted: 1, coursesCompleted: 0 },
  ],
  overdue: [
    { userId: 'u', name: '=Dan', email: 'dan@example.com', courseId: 'c', courseTitle: 'Safety', dueAt: '2025-06-01T00:00:00.000Z' },
  ],
};

describe('the overview figures', () => {
  it('charts each figure over the days, active learners as three lines', () => {
    const charts = overviewCharts(overview, t);
    expect(charts.active.series.map((series) => [series.name, series.values])).toEqual([
      ['dailyActive', [2, 1]],
      ['weeklyActive', [2, 2]],
      ['monthlyActive', [2, 2]],
    ]);
    expect(charts.lessons).toEqual({
      kind: 'bar',
      categories: ['2025-06-01', '2025-06-02'],
      series: [{ name: 'lessonsCompleted', values: [3, 1] }],
    });
  });

  it('exports the days and the overdue people as CSV, a formula-like name made harmless', () => {
    const days = overviewDaysTable(overview, t);
    expect(days.fileName).toBe('overview-2025-06-01-2025-06-02');
    expect(toCsv(days.header, days.rows).split('\r\n')[1]).toBe('2025-06-01,2,2,2,3,1');
    const overdue = overdueTable(overview, t);
    expect(toCsv(overdue.header, overdue.rows)).toContain("'=Dan");
  });

  it('writes scores to one decimal and no score as an empty cell', () => {
    expect([scoreCell(58.333), scoreCell(null)]).toEqual([58.3, '']);
  });
});
