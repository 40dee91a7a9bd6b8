import type { AnalyticsOverviewResponse, CsvCell, LearnerReportResponse } from '@slidewise/core';
import type { TFunction } from 'i18next';
import type { ChartData } from '../../ui/chart/chart-options.ts';
import type { ReportTable } from '../../ui/chart/report-table.ts';

type Translate = TFunction;

/** A figure shown whole, or null when there is none. */
export const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value));

/** A score as the reports write it: rounded to one decimal, or empty when there is none. */
export const scoreCell = (score: number | null): CsvCell => (score === null ? '' : Math.round(score * 10) / 10);

/** The overview's three charts, each a series per figure over the range's days. */
export function overviewCharts(overview: AnalyticsOverviewResponse, t: Translate): Record<'active' | 'lessons' | 'courses', ChartData> {
  const categories = overview.days.map((day) => day.day);
  const series = (name: string, pick: (day: AnalyticsOverviewResponse['days'][number]) => number) => ({
    name,
    values: overview.days.map(pick),
  });
  return {
    active: {
      kind: 'line',
      categories,
      series: [
        series(t('analyticsOverview.figures.dailyActive'), (day) => day.dailyActive),
        series(t('analyticsOverview.figures.weeklyActive'), (day) => day.weeklyActive),
        series(t('analyticsOverview.figures.monthlyActive'), (day) => day.monthlyActive),
      ],
    },
    lessons: { kind: 'bar', categories, series: [series(t('analyticsOverview.figures.lessonsCompleted'), (day) => day.lessonsCompleted)] },
    courses: { kind: 'bar', categories, series: [series(t('analyticsOverview.figures.coursesCompleted'), (day) => day.coursesCompleted)] },
  };
}

/** Every day's figures in one table, the overview's CSV. */
export function overviewDaysTable(overview: AnalyticsOverviewResponse, t: Translate): ReportTable {
  return {
    fileName: `overview-${overview.from}-${overview.to}`,
    header: [
      t('analyticsOverview.figures.day'),
      t('analyticsOverview.figures.dailyActive'),
      t('analyticsOverview.figures.weeklyActive'),
      t('analyticsOverview.figures.monthlyActive'),
      t('analyticsOverview.figures.lessonsCompleted'),
      t('analyticsOverview.figures.coursesCompleted'),
    ],
    rows: overview.days.map((day) => [
      day.day,
      day.dailyActive,
      day.weeklyActive,
      day.monthlyActive,
      day.lessonsCompleted,
      day.coursesCompleted,
    ]),
  };
}

export function overdueTable(overview: AnalyticsOverviewResponse, t: Translate): ReportTable {
  return {
    fileName: `overdue-${overview.to}`,
    header: [
      t('analyticsOverview.overdue.person'),
      t('analyticsOverview.overdue.email'),
      t('analyticsOverview.overdue.course'),
      t('analyticsOverview.overdue.dueAt'),
    ],
    rows: overview.overdue.map((row) => [row.name, row.email, row.courseTitle, row.dueAt]),
  };
}

export function learnerCoursesTable(report: LearnerReportResponse, t: Translate): ReportTable {
  return {
    fileName: `learner-${report.learner.id}-courses`,
    header: [
      t('analyticsOverview.learner.course'),
      t('analyticsOverview.learner.lessonsDone'),
      t('analyticsOverview.learner.lessonsTotal'),
      t('analyticsOverview.learner.bestAverage'),
      t('analyticsOverview.learner.completedAt'),
      t('analyticsOverview.learner.passed'),
      t('analyticsOverview.learner.dueAt'),
      t('analyticsOverview.learner.lastActivity'),
    ],
    rows: report.courses.map((course) => [
      course.title,
      course.lessonsCompleted,
      course.lessonsTotal,
      scoreCell(course.bestAverageScore),
      course.completedAt ?? '',
      course.passed ? t('analyticsOverview.learner.yes') : t('analyticsOverview.learner.no'),
      course.dueAt ?? '',
      course.lastActivityAt ?? '',
    ]),
  };
}

export function learnerAttemptsTable(report: LearnerReportResponse, t: Translate): ReportTable {
  const verdict = (passed: boolean | null) =>
    passed === null ? '' : passed ? t('analyticsOverview.learner.yes') : t('analyticsOverview.learner.no');
  return {
    fileName: `learner-${report.learner.id}-attempts`,
    header: [
      t('analyticsOverview.learner.course'),
      t('analyticsOverview.learner.lesson'),
      t('analyticsOverview.learner.startedAt'),
      t('analyticsOverview.learner.finishedAt'),
      t('analyticsOverview.learner.score'),
      t('analyticsOverview.learner.stars'),
      t('analyticsOverview.learner.passed'),
    ],
    rows: report.attempts.map((attempt) => [
      attempt.courseTitle,
      attempt.lessonTitle,
      attempt.startedAt,
      attempt.finishedAt ?? '',
      scoreCell(attempt.score),
      attempt.stars,
      verdict(attempt.passed),
    ]),
  };
}

export function learnerCertificatesTable(report: LearnerReportResponse, t: Translate): ReportTable {
  return {
    fileName: `learner-${report.learner.id}-certificates`,
    header: [
      t('analyticsOverview.learner.course'),
      t('analyticsOverview.learner.certificateCode'),
      t('analyticsOverview.learner.issuedAt'),
      t('analyticsOverview.learner.expiresAt'),
    ],
    rows: report.certificates.map((certificate) => [
      certificate.courseTitle,
      certificate.code,
      certificate.issuedAt,
      certificate.expiresAt ?? '',
    ]),
  };
}
