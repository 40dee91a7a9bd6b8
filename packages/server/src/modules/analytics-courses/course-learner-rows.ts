// The course report's read model (issue 15): each learner's standing in a course, as core computes it for
// the learner (courseStanding), written when one of their attempts finishes and rebuilt per course by
// the sweep, so the report reads one row per learner instead of every attempt of the course.
import { certificateAvailable, givesCompletionCertificates } from '@slidewise/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { analyticsCourseLearners } from '../../db/schema.ts';
import { readAccountSwitches } from '../account/switches.ts';
import { assembleCourse, noLessons, type CourseRow } from '../courses/course-assembly.ts';
import { activityFactsOf } from '../learner/activity-repo.ts';
import { courseAttempts, publishedLessonsOf, type AttemptRow } from '../learner/repo.ts';
import { courseStanding, lessonFactsOf, type CourseStandingResult } from '../learner/standing.ts';
import { starsByLessonOfCourse } from '../course-results/repo.ts';

export type CourseLearnerRow = typeof analyticsCourseLearners.$inferInsert;

export interface CourseLearnerFacts {
  accountId: string;
  courseId: string;
  userId: string;
  standing: CourseStandingResult;
  /** The learner's attempts at the course that still count. */
  attempts: readonly AttemptRow[];
  /** The course's outcome as the learner sees it (a recorded completion kept). */
  completed: boolean;
  passed: boolean;
  certificate: boolean;
  now: Date;
}

/** The row of one learner, from their standing and attempts. */
export function courseLearnerRow(facts: CourseLearnerFacts): CourseLearnerRow {
  const { standing, attempts } = facts;
  const playable = standing.lessons.filter((lesson) => lesson.playable);
  const started = attempts.reduce<Date | null>(
    (earliest, attempt) => (!earliest || attempt.startedAt < earliest ? attempt.startedAt : earliest),
    null,
  );
  const seconds = attempts.reduce(
    (sum, attempt) => sum + (attempt.finishedAt ? Math.max(0, (attempt.finishedAt.getTime() - attempt.startedAt.getTime()) / 1000) : 0),
    0,
  );
  return {
    accountId: facts.accountId,
    courseId: facts.courseId,
    userId: facts.userId,
    startedAt: started,
    lastActivityAt: standing.lastActivityAt,
    attemptCount: attempts.length,
    score: standing.progress.score,
    stars: standing.lessons.reduce((sum, lesson) => sum + lesson.stars, 0),
    completedLessonCount: standing.progress.completedLessonCount,
    lessonCount: standing.progress.lessonCount,
    completed: facts.completed,
    passed: facts.passed,
    certificate: facts.certificate,
    timeSpentSeconds: Math.round(seconds),
    lessons: playable.map((lesson) => ({
      lessonId: lesson.id,
      bestScore: lesson.bestScore,
      attemptCount: lesson.attemptCount,
      completed: lesson.completed,
    })),
    refreshedAt: facts.now,
  };
}

// 15 columns a row: 500 rows stay well under PostgreSQL's 65 535 parameters a statement.
const ROWS_PER_STATEMENT = 500;

/** Writes the rows, replacing each learner's previous row of the course. */
export async function writeCourseLearners(db: Executor, rows: readonly CourseLearnerRow[]): Promise<void> {
  const replaced = (column: string) => sql.raw(`excluded.${column}`);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await db
      .insert(analyticsCourseLearners)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [analyticsCourseLearners.courseId, analyticsCourseLearners.userId],
        set: {
          startedAt: replaced('started_at'),
          lastActivityAt: replaced('last_activity_at'),
          attemptCount: replaced('attempt_count'),
          score: replaced('score'),
          stars: replaced('stars'),
          completedLessonCount: replaced('completed_lesson_count'),
          lessonCount: replaced('lesson_count'),
          completed: replaced('completed'),
          passed: replaced('passed'),
          certificate: replaced('certificate'),
          timeSpentSeconds: replaced('time_spent_seconds'),
          lessons: replaced('lessons'),
          refreshedAt: replaced('refreshed_at'),
        },
      });
}

/** Rebuilds the rows of every learner who played the course, from all its attempts (the sweep's work). */
export async function rebuildCourseLearners(db: Executor, row: CourseRow, now: Date): Promise<number> {
  // Only the course's own settings are read: no viewer's permissions are involved in a learner's standing.
  const course = assembleCourse(row, noLessons, { id: '', roles: [] });
  const [lessonRows, attempts, stars, activity, switches] = await Promise.all([
    publishedLessonsOf(db, [row.id]),
    courseAttempts(db, row.id),
    starsByLessonOfCourse(db, row.id),
    activityFactsOf(db, [row.id], null),
    readAccountSwitches(db, row.accountId),
  ]);
  const lessons = lessonRows.map(lessonFactsOf);
  const byUser = new Map<string, AttemptRow[]>();
  for (const attempt of attempts) byUser.set(attempt.userId, [...(byUser.get(attempt.userId) ?? []), attempt]);
  const rows = [...byUser].map(([userId, own]) => {
    const standing = courseStanding(course, lessons, own, stars.get(userId) ?? new Map(), activity.get(userId) ?? new Map(), now);
    const { completed, passed } = standing.progress;
    return courseLearnerRow({
      accountId: row.accountId,
      courseId: row.id,
      userId,
      standing,
      attempts: own,
      completed,
      passed,
      certificate: certificateAvailable({
        passed,
        courseCertificateEnabled: course.completionCriteria.certificate.enabled,
        accountCertificatesEnabled: givesCompletionCertificates(switches),
      }),
      now,
    });
  });
  await writeCourseLearners(db, rows);
  return rows.length;
}
