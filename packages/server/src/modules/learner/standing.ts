// How a learner stands in a course, from the stored facts: each lesson's best score, stars, completion
// and lock, and the course's score, completion and passing (the rules are core's).
import {
  attemptRestrictionSchema,
  bestAttempt,
  courseProgress,
  isCourseVisibleToLearner,
  lessonCompleted,
  lessonKindSchema,
  lessonLock,
  missingLessonPrerequisites,
  type AttemptRestriction,
  type Course,
  type CourseProgress,
  type FinishedAttempt,
  type LearnerCourseLesson,
  type LessonKind,
} from '@slidewise/core';
import type { AttemptRow, PublishedLessonRow } from './repo.ts';

const noRestriction: AttemptRestriction = { resetCourseOnNumberAttempts: 0, lockOnCompletion: false, lockIntervalMin: 0 };

export interface LessonFacts {
  id: string;
  courseId: string;
  kind: LessonKind;
  title: string;
  description: string;
  prerequisites: string[];
  restriction: AttemptRestriction;
  /** Counts towards the course score. */
  scored: boolean;
}

export function lessonFactsOf(row: PublishedLessonRow): LessonFacts {
  const prerequisites = Array.isArray(row.prerequisites) ? row.prerequisites.filter((id): id is string => typeof id === 'string') : [];
  return {
    id: row.id,
    courseId: row.courseId,
    kind: lessonKindSchema.safeParse(row.kind).data ?? 'Lesson',
    title: row.title,
    description: row.description,
    prerequisites,
    restriction: attemptRestrictionSchema.safeParse(row.attemptRestriction).data ?? noRestriction,
    scored: row.scoringEnabled !== false && row.hasScoredSlides,
  };
}

export function finishedOf(attempts: readonly AttemptRow[]): (FinishedAttempt & { row: AttemptRow })[] {
  return attempts
    .filter((attempt) => attempt.finishedAt !== null && attempt.score !== null)
    .map((attempt) => ({ score: attempt.score!, stars: attempt.stars, passed: attempt.passed ?? false, finishedAt: attempt.finishedAt!.toISOString(), row: attempt }));
}

export interface LessonStanding extends LearnerCourseLesson {
  scored: boolean;
  /** The lesson plays slides (kind Lesson): only those count for completion and scores. */
  playable: boolean;
}

export interface CourseStandingResult {
  lessons: LessonStanding[];
  progress: CourseProgress;
  /** The learner has started any lesson of the course. */
  started: boolean;
  lastActivityAt: Date | null;
}

/**
 * Kinds other than Lesson (discussions, assessments, sessions) are listed but have no attempts here,
 * so only Lesson kinds count for the course's completion and score (docs/decisions.md).
 */
export function courseStanding(course: Course, lessons: readonly LessonFacts[], attempts: readonly AttemptRow[], starsByLesson: ReadonlyMap<string, number>, now: Date): CourseStandingResult {
  const byLesson = new Map<string, AttemptRow[]>();
  for (const attempt of attempts) byLesson.set(attempt.lessonId, [...(byLesson.get(attempt.lessonId) ?? []), attempt]);
  const openToComplete = course.completionCriteria.openToComplete;

  const completedIds = new Set<string>();
  const perLesson = lessons.map((lesson) => {
    const own = byLesson.get(lesson.id) ?? [];
    const finished = finishedOf(own);
    const completed = lesson.kind === 'Lesson' && lessonCompleted({ finished, started: own.length > 0, openToComplete });
    if (completed) completedIds.add(lesson.id);
    return { lesson, own, finished, completed };
  });

  // Only prerequisites a learner can complete here count: a discussion, an unpublished or a deleted lesson
  // would otherwise lock a lesson for good.
  const trackable = new Set(lessons.filter((lesson) => lesson.kind === 'Lesson').map((lesson) => lesson.id));
  const standings = perLesson.map(({ lesson, own, finished, completed }): LessonStanding => {
    const required = lesson.prerequisites.filter((id) => trackable.has(id));
    const lock = lessonLock({
      restriction: lesson.restriction,
      prerequisitesMet: missingLessonPrerequisites(required, completedIds).length === 0,
      completed,
      finished,
      now,
    });
    return {
      id: lesson.id,
      kind: lesson.kind,
      title: lesson.title,
      description: lesson.description,
      bestScore: bestAttempt(finished)?.score ?? null,
      stars: starsByLesson.get(lesson.id) ?? 0,
      completed,
      locked: lock.locked,
      lockReason: lock.reason,
      lockedUntil: lock.lockedUntil,
      attemptCount: own.length,
      scored: lesson.scored,
      playable: lesson.kind === 'Lesson',
    };
  });

  const progress = courseProgress(
    standings.filter((lesson) => lesson.playable).map((lesson) => ({ bestScore: lesson.bestScore, completed: lesson.completed, scored: lesson.scored })),
    { minimumScore: course.config.minimumScore, completionPercentage: course.completionCriteria.percentage },
  );
  const lastActivityAt = attempts.reduce<Date | null>((latest, attempt) => (!latest || attempt.modifiedAt > latest ? attempt.modifiedAt : latest), null);
  return { lessons: standings, progress, started: attempts.length > 0, lastActivityAt };
}

export function courseVisible(course: Course, groupIds: ReadonlySet<string>, now: Date): boolean {
  return isCourseVisibleToLearner(
    {
      courseStatus: course.courseStatus,
      displayActive: course.display.active,
      publishOn: course.publishOn,
      unpublishOn: course.unpublishOn,
      universalAccess: course.universalAccess,
      userGroups: course.userGroups,
    },
    groupIds,
    now,
  );
}
