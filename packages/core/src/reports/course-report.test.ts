import { describe, expect, it } from 'vitest';
import { courseFunnel, courseReportLessons, courseTimeSpent, type CourseLearnerFigures } from './course-report.ts';

const learner = (overrides: Partial<CourseLearnerFigures>): CourseLearnerFigures => ({
  attemptCount: 1,
  completed: false,
  passed: false,
  timeSpentSeconds: 0,
  lessons: [],
  ...overrides,
});

describe('the course report figures', () => {
  it('narrow from assigned to passed, counting someone who played a course no longer open to them as assigned', () => {
    const learners = [learner({ completed: true, passed: true }), learner({ completed: true }), learner({})];
    expect(courseFunnel(5, learners)).toEqual({ assigned: 5, started: 3, completed: 2, passed: 1 });
    expect(courseFunnel(1, learners).assigned).toBe(3);
  });

  it("give each lesson's completion over those who started the course and the average of the best scores", () => {
    const learners = [
      learner({ lessons: [{ lessonId: 'a', bestScore: 80, attemptCount: 2, completed: true }] }),
      learner({ lessons: [{ lessonId: 'a', bestScore: null, attemptCount: 1, completed: false }] }),
    ];
    expect(
      courseReportLessons(
        [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B' },
        ],
        learners,
      ),
    ).toEqual([
      { lessonId: 'a', title: 'A', startedCount: 2, completedCount: 1, completionShare: 0.5, averageScore: 80 },
      { lessonId: 'b', title: 'B', startedCount: 0, completedCount: 0, completionShare: 0, averageScore: null },
    ]);
    expect(courseReportLessons([{ id: 'a', title: 'A' }], [])[0]!.completionShare).toBeNull();
  });

  it('average the time over the learners who played', () => {
    expect(courseTimeSpent([learner({ timeSpentSeconds: 30 }), learner({ timeSpentSeconds: 90 }), learner({ attemptCount: 0 })])).toEqual({
      totalSeconds: 120,
      averageSecondsPerLearner: 60,
    });
    expect(courseTimeSpent([]).averageSecondsPerLearner).toBeNull();
  });
});
