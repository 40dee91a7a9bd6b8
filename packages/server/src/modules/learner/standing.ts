// How a learner stands in a course, from the stored facts: each lesson's best score, stars, completion
// and lock, and the course's score, completion and passing (the rules are core's).
import {
  activityCompleted,
  activityScore,
  activityScored,
  attemptRestrictionSchema,
  bestAttempt,
  courseProgress,
  isCourseVisibleToLearner,
  lessonCompleted,
  lessonKindSchema,
  lessonLock,
  missingLessonPrerequisites,
  type ActivityProgress,
  type AttemptRestriction,
  type Course,
  type CourseProgress,
  type FinishedAttempt,
  type LearnerCourseLesson,
  type LessonKind,
} from '@slidewise/core';
import type { AttemptRow, PublishedLessonRow } from './repo.ts';
import type { ActivityFacts } from './activity-repo.ts';

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
  /** Discussions and assessments: what completing asks (authoring defaults when the document lacks them). */
  settings: { postRequired: boolean; commentRequired: boolean; gradeByPercentage: boolean; minimumScore: number };
}

function settingsOf(value: unknown): LessonFacts['settings'] {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    postRequired: raw.postRequired === true,
    commentRequired: raw.commentRequired === true,
    gradeByPercentage: raw.gradeByPercentage === true,
    minimumScore: typeof raw.minimumScore === 'number' && Number.isFinite(raw.minimumScore) ? raw.minimumScore : 0,
  };
}

export function lessonFactsOf(row: PublishedLessonRow): LessonFacts {
  const prerequisites = Array.isArray(row.prerequisites) ? row.prerequisites.filter((id): id is string => typeof id === 'string') : [];
  const kind = lessonKindSchema.safeParse(row.kind).data ?? 'Lesson';
  const settings = settingsOf(row.activitySettings);
  return {
    id: row.id,
    courseId: row.courseId,
    kind,
    title: row.title,
    description: row.description,
    prerequisites,
    // Attempt restrictions are about replaying slides: the other kinds have no attempts to restrict.
    restriction: kind === 'Lesson' ? (attemptRestrictionSchema.safeParse(row.attemptRestriction).data ?? noRestriction) : noRestriction,
    scored: kind === 'Lesson' ? row.scoringEnabled !== false && row.hasScoredSlides : kind === 'Assessment' && settings.gradeByPercentage,
    settings,
  };
}

/** Core's view of what the learner did in an item that is not a slide deck (nothing done when no facts). */
export function activityProgressOf(lesson: LessonFacts, done: ActivityFacts | undefined): ActivityProgress | null {
  switch (lesson.kind) {
    case 'Discussion':
      return {
        kind: 'Discussion',
        postRequired: lesson.settings.postRequired,
        commentRequired: lesson.settings.commentRequired,
        postCount: done?.postCount ?? 0,
        commentCount: done?.commentCount ?? 0,
      };
    case 'Assessment':
      return {
        kind: 'Assessment',
        gradeByPercentage: lesson.settings.gradeByPercentage,
        minimumScore: lesson.settings.minimumScore,
        submitted: done?.submitted ?? false,
        feedbackStatus: done?.feedbackStatus ?? null,
        score: done?.score ?? null,
      };
    case 'Observation':
      return { kind: 'Observation', observed: done?.observed ?? false, passed: done?.observationPassed ?? null };
    case 'Conference':
      return { kind: 'Conference', registered: done?.registered ?? false, attended: done?.attended ?? false };
    default:
      return null;
  }
}

export function finishedOf(attempts: readonly AttemptRow[]): (FinishedAttempt & { row: AttemptRow })[] {
  return attempts
    .filter((attempt) => attempt.finishedAt !== null && attempt.score !== null)
    .map((attempt) => ({
      score: attempt.score!,
      stars: attempt.stars,
      passed: attempt.passed ?? false,
      finishedAt: attempt.finishedAt!.toISOString(),
      row: attempt,
    }));
}

export interface LessonStanding extends LearnerCourseLesson {
  scored: boolean;
  /** The lesson plays slides (kind Lesson); the other kinds count for completion too, assessments graded by percentage for the score. */
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
 * Every published lesson counts for the course's completion: slide lessons by their attempts, the other
 * kinds (discussions, assessments, observations, conferences) by what the learner did in them (core's
 * activityCompleted); assessments graded by percentage count in the score too (docs/decisions.md).
 */
export function courseStanding(
  course: Course,
  lessons: readonly LessonFacts[],
  attempts: readonly AttemptRow[],
  starsByLesson: ReadonlyMap<string, number>,
  activity: ReadonlyMap<string, ActivityFacts>,
  now: Date,
): CourseStandingResult {
  const byLesson = new Map<string, AttemptRow[]>();
  for (const attempt of attempts) byLesson.set(attempt.lessonId, [...(byLesson.get(attempt.lessonId) ?? []), attempt]);
  const openToComplete = course.completionCriteria.openToComplete;

  const completedIds = new Set<string>();
  const perLesson = lessons.map((lesson) => {
    const own = byLesson.get(lesson.id) ?? [];
    const finished = finishedOf(own);
    const progress = activityProgressOf(lesson, activity.get(lesson.id));
    const completed = progress
      ? activityCompleted(progress, { openToComplete })
      : lessonCompleted({ finished, started: own.length > 0, openToComplete });
    if (completed) completedIds.add(lesson.id);
    const bestScore = progress ? activityScore(progress) : (bestAttempt(finished)?.score ?? null);
    return { lesson, own, finished, completed, bestScore, scored: progress ? activityScored(progress) : lesson.scored };
  });

  // Only prerequisites a learner can complete here count: an unpublished or a deleted lesson would
  // otherwise lock a lesson for good. Every published kind can be completed now.
  const trackable = new Set(lessons.map((lesson) => lesson.id));
  const standings = perLesson.map(({ lesson, own, finished, completed, bestScore, scored }): LessonStanding => {
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
      bestScore,
      stars: starsByLesson.get(lesson.id) ?? 0,
      completed,
      locked: lock.locked,
      lockReason: lock.reason,
      lockedUntil: lock.lockedUntil,
      attemptCount: own.length,
      scored,
      playable: lesson.kind === 'Lesson',
    };
  });

  const progress = courseProgress(
    standings.map((lesson) => ({ bestScore: lesson.bestScore, completed: lesson.completed, scored: lesson.scored })),
    { minimumScore: course.config.minimumScore, completionPercentage: course.completionCriteria.percentage },
  );
  const moments = [
    ...attempts.map((attempt) => attempt.modifiedAt),
    ...[...activity.values()].flatMap((facts) => (facts.lastActivityAt ? [facts.lastActivityAt] : [])),
  ];
  const lastActivityAt = moments.reduce<Date | null>((latest, moment) => (!latest || moment > latest ? moment : latest), null);
  return { lessons: standings, progress, started: attempts.length > 0 || activity.size > 0, lastActivityAt };
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
