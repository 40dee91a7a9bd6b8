// What the learner calls share: which courses and lessons a learner may see (404 otherwise), and a
// course as the learner stands in it, read in a few queries.
import {
  certificateAvailable,
  givesCompletionCertificates,
  courseVerdict,
  missingCoursePrerequisites,
  type Attempt,
  type Course,
  type LearnerCourseSummary,
  type SlideResultRecord,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assembleCourse, noLessons, type CourseRow } from '../courses/course-assembly.ts';
import {
  countingAttemptsOf,
  courseRow,
  courseTitles,
  learnerGroupIds,
  lessonToPlay,
  progressOf,
  recordCompletion,
  starsByLesson,
  type AttemptRow,
  type CourseProgressRow,
} from './repo.ts';
import { activityFactsOf } from './activity-repo.ts';
import { readAccountSwitches } from '../account/switches.ts';
import { createPublishedDecks } from './published-decks.ts';
import { createPublishedLessonsCache } from './published-lessons-cache.ts';
import { courseStanding, courseVisible, lessonFactsOf, type CourseStandingResult, type LessonFacts } from './standing.ts';
import { refreshDailyActivity } from '../analytics/daily-activity.ts';
import { sequentialPlaylistWaits } from '../playlists/sequential-locks.ts';
import { courseHeldBackBy as heldBackBy } from './course-lock.ts';

export const courseNotFound = () => notFound('Course not found');
export const lessonNotFound = () => notFound('Lesson not found');
export const attemptNotFound = () => notFound('Attempt not found');
export const attemptFinished = () => conflict('attempt-finished', 'This attempt is finished; start a new one to play again.');

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

export function toAttempt(
  row: Pick<AttemptRow, 'id' | 'lessonId' | 'startedAt' | 'finishedAt' | 'currentSlideIndex' | 'results'>,
): Attempt {
  return {
    id: row.id,
    lessonId: row.lessonId,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    currentSlideIndex: row.currentSlideIndex,
    results: row.results as Record<string, SlideResultRecord>,
  };
}

/** Everything about one course that a learner view needs, in a few queries. */
export interface CourseView {
  row: CourseRow;
  course: Course;
  lessons: LessonFacts[];
  /** The learner's attempts at the course that still count, oldest first. */
  attempts: AttemptRow[];
  standing: CourseStandingResult;
  recorded: CourseProgressRow | undefined;
}

export type LearnerViews = ReturnType<typeof createLearnerViews>;

export function createLearnerViews({ db, clock }: AppContext) {
  const decks = createPublishedDecks();
  const publishedLessons = createPublishedLessonsCache();

  async function certificatesOn(accountId: string): Promise<boolean> {
    return givesCompletionCertificates(await readAccountSwitches(db, accountId));
  }

  /** The course if the learner may see it, else 404 (as if it did not exist). */
  async function visibleCourse(user: SignedInUser, courseId: string): Promise<{ row: CourseRow; course: Course }> {
    if (!isRowId(courseId)) throw courseNotFound();
    const row = await courseRow(db, user.accountId, courseId);
    if (!row) throw courseNotFound();
    const course = assembleCourse(row, noLessons, user);
    if (!courseVisible(course, await learnerGroupIds(db, user.id), clock())) throw courseNotFound();
    return { row, course };
  }

  async function viewsOf(user: SignedInUser, courses: readonly { row: CourseRow; course: Course }[]): Promise<CourseView[]> {
    const courseIds = courses.map(({ row }) => row.id);
    const lessonRows = await publishedLessons.lessonsOf(
      db,
      courses.map(({ row }) => row),
    );
    const [attempts, stars, progress, activity] = await Promise.all([
      countingAttemptsOf(db, user.id, courseIds),
      starsByLesson(db, user.id, courseIds),
      progressOf(db, user.id),
      activityFactsOf(db, courseIds, user.id, new Set(lessonRows.map((lesson) => lesson.kind))),
    ]);
    const now = clock();
    return courses.map(({ row, course }) => {
      const lessons = lessonRows.filter((lesson) => lesson.courseId === row.id).map(lessonFactsOf);
      const own = attempts.filter((attempt) => attempt.courseId === row.id);
      const standing = courseStanding(course, lessons, own, stars, activity.get(user.id) ?? new Map(), now);
      return { row, course, lessons, attempts: own, standing, recorded: progress.find((entry) => entry.courseId === row.id) };
    });
  }

  /** Completed and passed: as computed now, or as recorded when first reached (a later change to the course keeps it). */
  function outcome(view: CourseView) {
    const completed = view.standing.progress.completed || Boolean(view.recorded?.completedAt);
    const passed = view.standing.progress.passed || Boolean(view.recorded?.completedAt && view.recorded.passed);
    return { completed, passed };
  }

  /** The courses' summaries; the titles of all missing prerequisites are read at once. */
  async function summariesOf(user: SignedInUser, views: readonly CourseView[]): Promise<LearnerCourseSummary[]> {
    const completedIds = new Set(views.flatMap((view) => (view.recorded?.completedAt ? [view.row.id] : [])));
    for (const entry of await progressOf(db, user.id)) if (entry.completedAt) completedIds.add(entry.courseId);
    for (const view of views) if (outcome(view).completed) completedIds.add(view.row.id);
    // coursePrerequisitesEnabled off: course prerequisites are kept but not enforced.
    const enforced = (await readAccountSwitches(db, user.accountId)).coursePrerequisitesEnabled;
    // A Sequential playlist's order holds whatever the switch: the course before is a prerequisite too.
    const waits = await sequentialPlaylistWaits(db, user, { groupIds: await learnerGroupIds(db, user.id), completedIds, now: clock() });
    const missingByCourse = views.map((view) => {
      const missing = enforced ? missingCoursePrerequisites(view.course.prerequisites, completedIds) : [];
      const waitsFor = waits.get(view.row.id);
      return waitsFor && !missing.includes(waitsFor) ? [...missing, waitsFor] : missing;
    });
    const titles = await courseTitles(db, user.accountId, [...new Set(missingByCourse.flat())]);
    return views.map((view, index) => summaryOf(view, missingByCourse[index]!, titles));
  }

  function summaryOf(view: CourseView, missing: readonly string[], titles: readonly { id: string; title: string }[]): LearnerCourseSummary {
    const { completed, passed } = outcome(view);
    return {
      id: view.row.id,
      title: view.course.title,
      description: view.course.description,
      libraryImage: view.course.libraryImage,
      brandingImage: view.course.brandingImage,
      lessonCount: view.standing.progress.lessonCount,
      completedLessonCount: view.standing.progress.completedLessonCount,
      score: view.standing.progress.score,
      passed,
      completed,
      verdict: courseVerdict({ completed, passed }, view.course.config.minimumScore),
      locked: missing.length > 0,
      missingPrerequisites: missing.flatMap((id) => titles.filter((title) => title.id === id)),
    };
  }

  async function courseView(user: SignedInUser, courseId: string): Promise<CourseView> {
    const [view] = await viewsOf(user, [await visibleCourse(user, courseId)]);
    return view!;
  }

  /**
   * A lesson the learner may play: published, of kind Lesson, in a course they see; with the learner's
   * attempt in progress and the identifier of its Published deck.
   */
  async function playableLesson(user: SignedInUser, lessonId: string) {
    if (!isRowId(lessonId)) throw lessonNotFound();
    const found = await lessonToPlay(db, user, lessonId);
    if (!found?.lesson.publishedData || found.lesson.kind !== 'Lesson') throw lessonNotFound();
    const course = assembleCourse(found.course, noLessons, user);
    if (!courseVisible(course, new Set(found.groupIds), clock())) throw lessonNotFound();
    return {
      lesson: found.lesson,
      row: found.course,
      course,
      inProgress: found.inProgress ?? undefined,
      deckIdentifier: found.deckIdentifier,
    };
  }

  function lockOf(view: Pick<CourseView, 'standing'>, lessonId: string) {
    const standing = view.standing.lessons.find((lesson) => lesson.id === lessonId);
    return { locked: standing?.locked ?? false, reason: standing?.lockReason ?? null, lockedUntil: standing?.lockedUntil ?? null };
  }

  /**
   * Whether the lesson is locked for the learner, from what a lock depends on alone: the course's published
   * lessons, the learner's attempts and what they did in the other kinds of item (not their stars or the
   * recorded completion, which a whole view reads too).
   */
  async function lessonLock(user: SignedInUser, { row, course }: { row: CourseRow; course: Course }, lessonId: string) {
    const lessonRows = await publishedLessons.lessonsOf(db, [row]);
    const [attempts, activity] = await Promise.all([
      countingAttemptsOf(db, user.id, [row.id]),
      activityFactsOf(db, [row.id], user.id, new Set(lessonRows.map((lesson) => lesson.kind))),
    ]);
    const standing = courseStanding(
      course,
      lessonRows.map(lessonFactsOf),
      attempts,
      new Map(),
      activity.get(user.id) ?? new Map(),
      clock(),
    );
    return lockOf({ standing }, lessonId);
  }

  /** The courses the learner must complete before this one (learner/course-lock.ts); empty when it is open. */
  function courseHeldBackBy(user: SignedInUser, { row, course }: { row: CourseRow; course: Course }) {
    return heldBackBy({ db, clock }, user, { id: row.id, prerequisites: course.prerequisites });
  }

  async function recordIfCompleted(user: SignedInUser, view: CourseView): Promise<void> {
    const { progress } = view.standing;
    if (!progress.completed) return;
    await recordCompletion(
      db,
      { accountId: user.accountId, userId: user.id, courseId: view.row.id },
      { completedAt: clock(), passed: progress.passed, score: progress.score },
    );
    await refreshDailyActivity(db, { accountId: user.accountId, userId: user.id }, clock());
  }

  /** The course's score, completion and certificate for the learner, the account's certificate setting given. */
  function courseOutcomeWith(view: CourseView, accountCertificatesEnabled: boolean) {
    const { completed, passed } = outcome(view);
    return {
      score: view.standing.progress.score,
      passed,
      completed,
      certificateAvailable: certificateAvailable({
        passed,
        courseCertificateEnabled: view.course.completionCriteria.certificate.enabled,
        accountCertificatesEnabled,
      }),
    };
  }

  async function courseOutcome(user: SignedInUser, view: CourseView) {
    return courseOutcomeWith(view, await certificatesOn(user.accountId));
  }
  return {
    decks,
    visibleCourse,
    viewsOf,
    summariesOf,
    courseView,
    playableLesson,
    lockOf,
    lessonLock,
    courseHeldBackBy,
    recordIfCompleted,
    courseOutcome,
    courseOutcomeWith,
  };
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
