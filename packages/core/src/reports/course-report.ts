// The course report's figures (issue 15) from each learner's row of the read model: the completion
// funnel, each lesson's completion and average best score, and the time spent.
import type { CourseFunnel, CourseReportLesson } from '../api/analytics-courses.ts';

/** A learner's row as the read model keeps it (their standing, as core computes it for them). */
export interface CourseLearnerFigures {
  attemptCount: number;
  completed: boolean;
  passed: boolean;
  timeSpentSeconds: number;
  lessons: readonly { lessonId: string; bestScore: number | null; attemptCount: number; completed: boolean }[];
}

/** assigned → started → completed → passed; a learner who completed without playing (a discussion) has started. */
export function courseFunnel(assigned: number, learners: readonly CourseLearnerFigures[]): CourseFunnel {
  const started = learners.filter((learner) => learner.attemptCount > 0 || learner.completed).length;
  return {
    // Someone who played a course that was later closed to them still counts as assigned.
    assigned: Math.max(assigned, started),
    started,
    completed: learners.filter((learner) => learner.completed).length,
    passed: learners.filter((learner) => learner.passed).length,
  };
}

export function courseReportLessons(
  lessons: readonly { id: string; title: string }[],
  learners: readonly CourseLearnerFigures[],
): CourseReportLesson[] {
  const startedCourse = learners.filter((learner) => learner.attemptCount > 0 || learner.completed).length;
  return lessons.map((lesson) => {
    const own = learners.flatMap((learner) => learner.lessons.filter((entry) => entry.lessonId === lesson.id));
    const scores = own.flatMap((entry) => (entry.bestScore === null ? [] : [entry.bestScore]));
    const completedCount = own.filter((entry) => entry.completed).length;
    return {
      lessonId: lesson.id,
      title: lesson.title,
      startedCount: own.filter((entry) => entry.attemptCount > 0).length,
      completedCount,
      completionShare: startedCourse > 0 ? completedCount / startedCourse : null,
      averageScore: scores.length > 0 ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null,
    };
  });
}

export function courseTimeSpent(learners: readonly CourseLearnerFigures[]) {
  const totalSeconds = learners.reduce((sum, learner) => sum + learner.timeSpentSeconds, 0);
  const playing = learners.filter((learner) => learner.attemptCount > 0).length;
  return { totalSeconds, averageSecondsPerLearner: playing > 0 ? totalSeconds / playing : null };
}
