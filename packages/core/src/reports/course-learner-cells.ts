// A learner's row of the course report as table cells: what the web page shows and what the server's CSV
// of every learner writes, from one place, so the page and the file never disagree.
import type { CourseReportLearner } from '../api/analytics-courses.ts';
import type { CsvCell } from './csv.ts';

/** The columns in order; each reader words them in its language. */
export const courseLearnerColumns = [
  'learner',
  'email',
  'progress',
  'score',
  'attempts',
  'stars',
  'minutes',
  'completed',
  'passed',
  'certificate',
  'lastActivity',
] as const;
export type CourseLearnerColumn = (typeof courseLearnerColumns)[number];

/** The learner's cells under courseLearnerColumns: progress as done/total, the score and minutes rounded, instants in ISO. */
export function courseLearnerCells(learner: CourseReportLearner, words: { yes: string; no: string }): CsvCell[] {
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  return [
    learner.name,
    learner.email,
    `${learner.completedLessonCount}/${learner.lessonCount}`,
    learner.score === null ? null : Math.round(learner.score),
    learner.attemptCount,
    learner.stars,
    Math.round(learner.timeSpentSeconds / 60),
    yesNo(learner.completed),
    yesNo(learner.passed),
    yesNo(learner.certificate),
    learner.lastActivityAt,
  ];
}
