import { describe, expect, it } from 'vitest';
import { courseFunnel, courseReportLessons, courseTimeSpent, type CourseLearnerTotals } from './course-report.ts';

const totals = (overrides: Partial<CourseLearnerTotals>): CourseLearnerTotals => ({
  learners: 3,
  started: 3,
  completed: 2,
  passed: 1,
  playing: 3,
  totalSeconds: 0,
  ...overrides,
});

describe('the course report figures', () => {
  it('narrow from assigned to passed, counting someone who played a course no longer open to them as assigned', () => {
    expect(courseFunnel(5, totals({}))).toEqual({ assigned: 5, started: 3, completed: 2, passed: 1 });
    expect(courseFunnel(1, totals({})).assigned).toBe(3);
  });

  it("give each lesson's completion over those who started the course, in the course's order, nothing counted as zero", () => {
    expect(
      courseReportLessons(
        [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B' },
        ],
        [
          { lessonId: 'b', startedCount: 1, completedCount: 0, averageScore: null },
          { lessonId: 'a', startedCount: 2, completedCount: 1, averageScore: 80 },
          { lessonId: 'gone', startedCount: 9, completedCount: 9, averageScore: 10 },
        ],
        2,
      ),
    ).toEqual([
      { lessonId: 'a', title: 'A', startedCount: 2, completedCount: 1, completionShare: 0.5, averageScore: 80 },
      { lessonId: 'b', title: 'B', startedCount: 1, completedCount: 0, completionShare: 0, averageScore: null },
    ]);
    expect(courseReportLessons([{ id: 'a', title: 'A' }], [], 0)).toEqual([
      { lessonId: 'a', title: 'A', startedCount: 0, completedCount: 0, completionShare: null, averageScore: null },
    ]);
  });

  it('average the time over the learners who played', () => {
    expect(courseTimeSpent(totals({ totalSeconds: 120, playing: 2 }))).toEqual({ totalSeconds: 120, averageSecondsPerLearner: 60 });
    expect(courseTimeSpent(totals({ totalSeconds: 0, playing: 0 })).averageSecondsPerLearner).toBeNull();
  });
});
