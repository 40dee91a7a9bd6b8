import { describe, expect, it } from 'vitest';
import type { CourseReportLearner } from '../api/analytics-courses.ts';
import { courseLearnerCells, courseLearnerColumns } from './course-learner-cells.ts';

const ana: CourseReportLearner = {
  userId: 'u1',
  name: 'Ana Tester',
  email: 'ana@example.com',
  completedLessonCount: 1,
  lessonCount: 2,
  score: 43.6,
  attemptCount: 3,
  stars: 2,
  completed: false,
  passed: false,
  certificate: true,
  timeSpentSeconds: 150,
  lastActivityAt: '2026-11-21T15:00:00.000Z',
};

describe('courseLearnerCells', () => {
  it('gives a cell per column: progress as done/total, the score and minutes rounded, yes and no in the words given', () => {
    const cells = courseLearnerCells(ana, { yes: 'Sí', no: 'No' });
    expect(cells).toHaveLength(courseLearnerColumns.length);
    expect(cells).toEqual(['Ana Tester', 'ana@example.com', '1/2', 44, 3, 2, 3, 'No', 'No', 'Sí', '2026-11-21T15:00:00.000Z']);
  });

  it('leaves a score not measured yet and a learner never active empty', () => {
    const cells = courseLearnerCells({ ...ana, score: null, lastActivityAt: null }, { yes: 'Yes', no: 'No' });
    expect([cells[3], cells[10]]).toEqual([null, null]);
  });
});
