import { describe, expect, it } from 'vitest';
import { analyticsReportLines, reportLoad } from './analytics-reports.ts';

describe('analyticsReportLines', () => {
  it('prints the backfill and both p95 figures, a missed target first', () => {
    expect(
      analyticsReportLines({ attempts: 100_000, backfillMs: 1234.4, courseReportMs: [10, 20, 30], questionReportMs: [400, 400] }),
    ).toEqual([
      'analytics-attempts: 100000',
      'analytics-backfill-ms: 1234',
      'course-report-p95-ms: 30',
      'target-missed: question-report-p95-ms 400 is above 300',
      'question-report-p95-ms: 400',
    ]);
  });
});

describe('reportLoad', () => {
  it("holds the issue's 100 000 attempts and a million events, and keeps --smoke small", () => {
    const full = reportLoad(false);
    expect(full.learners * full.attemptsPerLearner).toBe(100_000);
    expect(full.events).toBe(1_000_000);
    const smoke = reportLoad(true);
    expect(smoke.learners * smoke.attemptsPerLearner).toBeLessThanOrEqual(1000);
  });
});
