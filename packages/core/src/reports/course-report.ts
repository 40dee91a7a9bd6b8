// The course report's figures (issue 15) from the read model's counts, summed by the database over every
// learner's row: the completion funnel, each lesson's completion and average best score, and the time spent.
import type { CourseFunnel, CourseReportLesson } from '../api/analytics-courses.ts';

/** The learners' rows of a course, counted: what the funnel and the time spent are made of. */
export interface CourseLearnerTotals {
  /** Learners with a row: they played the course or were recorded as having completed it. */
  learners: number;
  /** Learners who played or completed it (a discussion completes without an attempt). */
  started: number;
  completed: number;
  passed: number;
  /** Learners with at least one attempt: the ones whose time is measured. */
  playing: number;
  totalSeconds: number;
}

/** One lesson's entries in the learners' rows, counted. */
export interface CourseLessonTotals {
  lessonId: string;
  startedCount: number;
  completedCount: number;
  /** The average of the learners' best scores where there is one; null when none is. */
  averageScore: number | null;
}

/** assigned → started → completed → passed. */
export function courseFunnel(assigned: number, totals: CourseLearnerTotals): CourseFunnel {
  return {
    // Someone who played a course that was later closed to them still counts as assigned.
    assigned: Math.max(assigned, totals.started),
    started: totals.started,
    completed: totals.completed,
    passed: totals.passed,
  };
}

/** Each published lesson in the course's order, completion over the learners who started the course. */
export function courseReportLessons(
  lessons: readonly { id: string; title: string }[],
  lessonTotals: readonly CourseLessonTotals[],
  startedCourse: number,
): CourseReportLesson[] {
  const byLesson = new Map(lessonTotals.map((entry) => [entry.lessonId, entry]));
  return lessons.map((lesson) => {
    const own = byLesson.get(lesson.id);
    const completedCount = own?.completedCount ?? 0;
    return {
      lessonId: lesson.id,
      title: lesson.title,
      startedCount: own?.startedCount ?? 0,
      completedCount,
      completionShare: startedCourse > 0 ? completedCount / startedCourse : null,
      averageScore: own?.averageScore ?? null,
    };
  });
}

export function courseTimeSpent(totals: CourseLearnerTotals) {
  return {
    totalSeconds: totals.totalSeconds,
    averageSecondsPerLearner: totals.playing > 0 ? totals.totalSeconds / totals.playing : null,
  };
}
