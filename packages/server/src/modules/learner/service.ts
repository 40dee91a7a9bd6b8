import { randomUUID } from 'node:crypto';
import {
  attemptPassed,
  attemptRestrictionSchema,
  bestAttempt,
  certificateAvailable,
  clampPoints,
  findSlideTemplate,
  LEADERBOARD_SIZE,
  lessonScore,
  MAX_SURVEY_RESULTS_PER_SLIDE,
  missingCoursePrerequisites,
  newStarsBySlide,
  rankLeaderboard,
  resultStars,
  shouldResetCourse,
  slideSchema,
  slideScoring,
  styleConfigurationSchema,
  languageTagSchema,
  type Attempt,
  type AttemptFinishResponse,
  type CertificateResponse,
  type Course,
  type LeaderboardResponse,
  type LearnerCourseDetail,
  type LearnerCourseListResponse,
  type LearnerCourseSummary,
  type LearnerLessonResponse,
  type LearnerProfileResponse,
  type Slide,
  type SlideResultBody,
  type SlideResultRecord,
  type SurveyResultsResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assembleCourse, noLessons, type CourseRow } from '../courses/course-assembly.ts';
import { readSlidesState } from '../lesson-authoring/repo.ts';
import {
  accountSettings,
  attemptById,
  attemptInProgress,
  attemptOf,
  countFailedAttempts,
  countingAttemptsOf,
  courseAttempts,
  courseRow,
  courseTitles,
  insertAttempt,
  learnerGroupIds,
  lessonRow,
  lockAttempt,
  markFinished,
  othersSurveyAnswers,
  peopleByIds,
  progressOf,
  publishedCourseRows,
  publishedLessonsOf,
  raiseSlideStars,
  recordCompletion,
  resetCourse,
  slideStarsOfLesson,
  starsByLesson,
  totalStars,
  writePosition,
  writeSlideResult,
  type AttemptRow,
  type CourseProgressRow,
} from './repo.ts';
import { courseStanding, courseVisible, finishedOf, lessonFactsOf, type CourseStandingResult, type LessonFacts } from './standing.ts';
import { sameJson } from './same-json.ts';

const courseNotFound = () => notFound('Course not found');
const lessonNotFound = () => notFound('Lesson not found');
const attemptNotFound = () => notFound('Attempt not found');
const attemptFinished = () => conflict('attempt-finished', 'This attempt is finished; start a new one to play again.');

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

export function toAttempt(row: AttemptRow): Attempt {
  return {
    id: row.id,
    lessonId: row.lessonId,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    currentSlideIndex: row.currentSlideIndex,
    results: row.results as Record<string, SlideResultRecord>,
  };
}

/** The Published deck's slides; a slide damaged in storage is left out rather than break the player. */
async function publishedSlides(db: Executor, lessonId: string): Promise<{ slides: Slide[]; language: string }> {
  const state = await readSlidesState(db, lessonId, 'Published');
  const slides = (state?.slides ?? []).flatMap((slide) => {
    const parsed = slideSchema.safeParse(slide);
    return parsed.success ? [parsed.data] : [];
  });
  return { slides, language: state?.language ?? 'en-US' };
}

/** Everything about one course that a learner view needs, in a few queries. */
interface CourseView {
  row: CourseRow;
  course: Course;
  lessons: LessonFacts[];
  standing: CourseStandingResult;
  recorded: CourseProgressRow | undefined;
}

export function createLearnerService({ db, clock }: AppContext) {
  async function certificatesOn(accountId: string): Promise<boolean> {
    return (await accountSettings(db, accountId)).courseCompletionCertificateEnabled !== false;
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
    const [lessonRows, attempts, stars, progress] = await Promise.all([
      publishedLessonsOf(db, courseIds),
      countingAttemptsOf(db, user.id, courseIds),
      starsByLesson(db, user.id, courseIds),
      progressOf(db, user.id),
    ]);
    const now = clock();
    return courses.map(({ row, course }) => {
      const lessons = lessonRows.filter((lesson) => lesson.courseId === row.id).map(lessonFactsOf);
      const standing = courseStanding(course, lessons, attempts.filter((attempt) => attempt.courseId === row.id), stars, now);
      return { row, course, lessons, standing, recorded: progress.find((entry) => entry.courseId === row.id) };
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
    const missingByCourse = views.map((view) => missingCoursePrerequisites(view.course.prerequisites, completedIds));
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
      locked: missing.length > 0,
      missingPrerequisites: missing.flatMap((id) => titles.filter((title) => title.id === id)),
    };
  }

  async function courseView(user: SignedInUser, courseId: string): Promise<CourseView> {
    const [view] = await viewsOf(user, [await visibleCourse(user, courseId)]);
    return view!;
  }

  /** A lesson the learner may play: published, of kind Lesson, in a course they see. */
  async function playableLesson(user: SignedInUser, lessonId: string) {
    if (!isRowId(lessonId)) throw lessonNotFound();
    const lesson = await lessonRow(db, user.accountId, lessonId);
    if (!lesson || !lesson.publishedData || lesson.kind !== 'Lesson') throw lessonNotFound();
    try {
      return { lesson, ...(await visibleCourse(user, lesson.courseId)) };
    } catch {
      throw lessonNotFound();
    }
  }

  function lockOf(view: CourseView, lessonId: string) {
    const standing = view.standing.lessons.find((lesson) => lesson.id === lessonId);
    return { locked: standing?.locked ?? false, reason: standing?.lockReason ?? null, lockedUntil: standing?.lockedUntil ?? null };
  }

  async function recordIfCompleted(user: SignedInUser, view: CourseView): Promise<void> {
    const { progress } = view.standing;
    if (!progress.completed) return;
    await recordCompletion(db, { accountId: user.accountId, userId: user.id, courseId: view.row.id }, { completedAt: clock(), passed: progress.passed, score: progress.score });
  }

  async function courseOutcome(user: SignedInUser, view: CourseView) {
    const { completed, passed } = outcome(view);
    return {
      score: view.standing.progress.score,
      passed,
      completed,
      certificateAvailable: certificateAvailable({
        passed,
        courseCertificateEnabled: view.course.completionCriteria.certificate.enabled,
        accountCertificatesEnabled: await certificatesOn(user.accountId),
      }),
    };
  }

  return {
    async listCourses(user: SignedInUser): Promise<LearnerCourseListResponse> {
      const [rows, groups] = await Promise.all([publishedCourseRows(db, user.accountId), learnerGroupIds(db, user.id)]);
      const now = clock();
      const visible = rows.map((row) => ({ row, course: assembleCourse(row, noLessons, user) })).filter(({ course }) => courseVisible(course, groups, now));
      return { items: await summariesOf(user, await viewsOf(user, visible)) };
    },

    async course(user: SignedInUser, courseId: string): Promise<LearnerCourseDetail> {
      const view = await courseView(user, courseId);
      const [summary] = await summariesOf(user, [view]);
      const standing = await courseOutcome(user, view);
      return {
        ...summary!,
        config: view.course.config,
        completionCriteria: view.course.completionCriteria,
        leaderboardEnabled: view.course.leaderboard.isEnabled,
        certificateAvailable: standing.certificateAvailable,
        lessons: view.standing.lessons.map(({ scored: _scored, playable: _playable, ...lesson }) => lesson),
      };
    },

    async lesson(user: SignedInUser, lessonId: string): Promise<LearnerLessonResponse> {
      const { lesson, row, course } = await playableLesson(user, lessonId);
      const [view] = await viewsOf(user, [{ row, course }]);
      const [{ slides, language }, inProgress, starsEarnedBySlide] = await Promise.all([
        publishedSlides(db, lesson.id),
        attemptInProgress(db, user.id, lesson.id),
        slideStarsOfLesson(db, user.id, lesson.id),
      ]);
      const published = lesson.publishedData!;
      const style = styleConfigurationSchema.partial().safeParse(record(published.configuration).styleConfiguration).data ?? {};
      const standing = view!.standing.lessons.find((entry) => entry.id === lesson.id);
      return {
        lesson: {
          id: lesson.id,
          courseId: lesson.courseId,
          title: typeof published.title === 'string' ? published.title : '',
          kind: 'Lesson',
          language: languageTagSchema.safeParse(language).data ?? 'en-US',
          // The player follows the course's display config (issue 5); the lesson's own direction wins when set to rtl.
          config: {
            pagination: course.config.pagination,
            indicator: course.config.indicator,
            pageNumbers: course.config.pageNumbers,
            sound: course.config.sound,
            direction: style.direction === 'rtl' ? 'rtl' : course.config.direction,
          },
          slides,
        },
        course: { id: course.id, title: course.title },
        attempt: inProgress ? toAttempt(inProgress) : null,
        lock: lockOf(view!, lesson.id),
        best: standing && standing.bestScore !== null ? { score: standing.bestScore, stars: standing.stars } : null,
        starsEarnedBySlide,
      };
    },

    /** 201 with a new attempt, or 200 with the one that exists (same id, or one in progress). */
    async startAttempt(user: SignedInUser, lessonId: string, attemptId: string | undefined): Promise<{ created: boolean; attempt: Attempt }> {
      const { lesson, row, course } = await playableLesson(user, lessonId);
      if (attemptId) {
        const existing = await attemptById(db, attemptId);
        if (existing) {
          if (existing.userId !== user.id || existing.lessonId !== lesson.id) throw conflict('attempt-id-taken', 'This attempt id is already used.');
          return { created: false, attempt: toAttempt(existing) };
        }
      }
      const inProgress = await attemptInProgress(db, user.id, lesson.id);
      if (inProgress) return { created: false, attempt: toAttempt(inProgress) };
      const [view] = await viewsOf(user, [{ row, course }]);
      const lock = lockOf(view!, lesson.id);
      if (lock.locked) throw conflict('lesson-locked', lockMessage(lock.reason, lock.lockedUntil), lock);
      const now = clock();
      const inserted = await insertAttempt(db, {
        id: attemptId ?? randomUUID(),
        accountId: user.accountId,
        userId: user.id,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        startedAt: now,
        createdAt: now,
        modifiedAt: now,
      });
      if (!inserted) {
        // Another start won the race: answer the attempt it made.
        const winner = (attemptId ? await attemptOf(db, user.id, attemptId) : undefined) ?? (await attemptInProgress(db, user.id, lesson.id));
        if (!winner) throw conflict('attempt-id-taken', 'This attempt id is already used.');
        return { created: false, attempt: toAttempt(winner) };
      }
      // With openToComplete, opening the lesson completes it: the course may be complete now.
      if (course.completionCriteria.openToComplete) await recordIfCompleted(user, (await viewsOf(user, [{ row, course }]))[0]!);
      return { created: true, attempt: toAttempt(inserted) };
    },

    async putResult(user: SignedInUser, attemptId: string, slideId: string, body: SlideResultBody): Promise<Attempt> {
      const attempt = isRowId(attemptId) ? await attemptOf(db, user.id, attemptId) : undefined;
      if (!attempt) throw attemptNotFound();
      const { slides } = await publishedSlides(db, attempt.lessonId);
      const slide = slides.find((candidate) => candidate.id === slideId);
      if (!slide) throw notFound('This slide is not in the lesson.');
      const scoring = slideScoring(slide);
      const points = clampPoints(scoring, body.points);
      const answers = body.answers ?? null;
      const existing = (attempt.results as Record<string, SlideResultRecord>)[slideId];
      // Re-sending the same result (after going offline) changes nothing, its time included, even once the
      // attempt is finished: a queue that lost the first answer must not be told it failed.
      const resent = existing && existing.correct === body.correct && existing.points === points && sameJson(existing.answers, answers);
      if (attempt.finishedAt && !resent) throw attemptFinished();
      if (resent) {
        if (attempt.finishedAt || body.currentSlideIndex === undefined || body.currentSlideIndex === attempt.currentSlideIndex) return toAttempt(attempt);
        const moved = await writePosition(db, attempt.id, user.id, body.currentSlideIndex, clock());
        if (!moved) throw attemptFinished();
        return toAttempt(moved);
      }
      const record: SlideResultRecord = {
        correct: body.correct,
        answers,
        points,
        stars: resultStars(scoring, { correct: body.correct, points }),
        answeredAt: body.answeredAt ?? clock().toISOString(),
      };
      const written = await writeSlideResult(db, attempt.id, user.id, slideId, record, body.currentSlideIndex, clock());
      if (!written) throw attemptFinished();
      return toAttempt(written);
    },

    async putPosition(user: SignedInUser, attemptId: string, currentSlideIndex: number): Promise<Attempt> {
      const attempt = isRowId(attemptId) ? await attemptOf(db, user.id, attemptId) : undefined;
      if (!attempt) throw attemptNotFound();
      if (attempt.finishedAt) throw attemptFinished();
      const moved = await writePosition(db, attempt.id, user.id, currentSlideIndex, clock());
      if (!moved) throw attemptFinished();
      return toAttempt(moved);
    },

    async finish(user: SignedInUser, attemptId: string): Promise<AttemptFinishResponse> {
      if (!isRowId(attemptId)) throw attemptNotFound();
      const finished = await db.transaction(async (tx) => {
        const attempt = await lockAttempt(tx, user.id, attemptId);
        if (!attempt) throw attemptNotFound();
        if (attempt.finishedAt) return attempt;
        const [lesson, row] = await Promise.all([lessonRow(tx, user.accountId, attempt.lessonId), courseRow(tx, user.accountId, attempt.courseId)]);
        if (!lesson || !row) throw attemptNotFound();
        const course = assembleCourse(row, noLessons, user);
        const { slides } = await publishedSlides(tx, attempt.lessonId);
        const scored = lessonScore(slides, attempt.results as Record<string, SlideResultRecord>);
        const held = await slideStarsOfLesson(tx, user.id, attempt.lessonId);
        const added = newStarsBySlide(held, scored.starsBySlide);
        const now = clock();
        const key = { accountId: user.accountId, userId: user.id, courseId: attempt.courseId, lessonId: attempt.lessonId };
        await raiseSlideStars(tx, key, scored.starsBySlide, now);
        const passed = attemptPassed(scored.score, course.config.minimumScore);
        const done = await markFinished(tx, attempt.id, {
          finishedAt: now,
          score: scored.score,
          stars: scored.stars,
          newStars: Object.values(added).reduce((sum, count) => sum + count, 0),
          passed,
        });
        const restriction = attemptRestrictionSchema.safeParse(record(lesson.publishedData?.features).attemptRestriction).data;
        if (!passed && restriction && shouldResetCourse(restriction, await countFailedAttempts(tx, user.id, attempt.lessonId))) {
          await resetCourse(tx, user.accountId, user.id, attempt.courseId, now);
        }
        return done;
      });

      const row = await courseRow(db, user.accountId, finished.courseId);
      if (!row) throw attemptNotFound();
      const [view] = await viewsOf(user, [{ row, course: assembleCourse(row, noLessons, user) }]);
      await recordIfCompleted(user, view!);
      const lessonAttempts = finishedOf((await countingAttemptsOf(db, user.id, [finished.courseId])).filter((attempt) => attempt.lessonId === finished.lessonId));
      const best = bestAttempt(lessonAttempts);
      const starsHeld = view!.standing.lessons.find((lesson) => lesson.id === finished.lessonId)?.stars ?? finished.stars;
      return {
        attempt: toAttempt(finished),
        score: finished.score ?? 0,
        stars: finished.stars,
        newStars: finished.newStars,
        passed: finished.passed ?? false,
        // After a course reset no attempt counts any more: this one is still the learner's best of the lesson.
        best: { score: best?.score ?? finished.score ?? 0, stars: starsHeld },
        course: await courseOutcome(user, view!),
      };
    },

    async surveyResults(user: SignedInUser, lessonId: string): Promise<SurveyResultsResponse> {
      const { lesson } = await playableLesson(user, lessonId);
      const { slides } = await publishedSlides(db, lesson.id);
      const surveyIds = slides.filter((slide) => findSlideTemplate(slide.type)?.play === 'survey').map((slide) => slide.id);
      const rows = await othersSurveyAnswers(db, lesson.id, user.id, surveyIds, MAX_SURVEY_RESULTS_PER_SLIDE);
      const bySlide: Record<string, unknown[]> = Object.fromEntries(surveyIds.map((id) => [id, []]));
      for (const entry of rows) bySlide[entry.slideId]?.push(entry.answers ?? null);
      return { bySlide };
    },

    async leaderboard(user: SignedInUser, courseId: string): Promise<LeaderboardResponse> {
      const { row, course } = await visibleCourse(user, courseId);
      if (!course.leaderboard.isEnabled) return { enabled: false, items: [] };
      const [lessons, attempts] = await Promise.all([publishedLessonsOf(db, [row.id]), courseAttempts(db, row.id)]);
      const scoredIds = new Set(lessons.map(lessonFactsOf).filter((lesson) => lesson.kind === 'Lesson' && lesson.scored).map((lesson) => lesson.id));
      const totals = leaderboardTotals(attempts, scoredIds);
      const people = await peopleByIds(db, user.accountId, [...totals.keys()]);
      const players = people.map((person) => ({ userId: person.id, name: fullName(person), points: totals.get(person.id) ?? 0 }));
      return { enabled: true, items: rankLeaderboard(players, user.id, LEADERBOARD_SIZE) };
    },

    async certificate(user: SignedInUser, courseId: string): Promise<CertificateResponse> {
      const view = await courseView(user, courseId);
      const standing = await courseOutcome(user, view);
      if (!standing.certificateAvailable) throw notFound('No certificate has been earned for this course yet.');
      const completedAt = view.recorded?.completedAt ?? clock();
      return { learnerName: fullName(user), courseTitle: view.course.title, completedAt: completedAt.toISOString(), score: view.recorded?.score ?? standing.score };
    },

    async profile(user: SignedInUser): Promise<LearnerProfileResponse> {
      const [list, stars, progress] = await Promise.all([this.listCourses(user), totalStars(db, user.id), progressOf(db, user.id)]);
      const completed = progress.filter((entry) => entry.completedAt);
      const titles = await courseTitles(db, user.accountId, completed.map((entry) => entry.courseId));
      return {
        name: fullName(user),
        email: user.email,
        stars,
        completedCourses: completed
          .flatMap((entry) => {
            const title = titles.find((candidate) => candidate.id === entry.courseId)?.title;
            return title === undefined ? [] : [{ id: entry.courseId, title, completedAt: entry.completedAt!.toISOString(), score: entry.score }];
          })
          .sort((left, right) => right.completedAt.localeCompare(left.completedAt)),
        inProgressCourses: list.items
          .filter((course) => !course.completed && (course.completedLessonCount > 0 || course.score !== null))
          .map(({ id, title, completedLessonCount, lessonCount, score }) => ({ id, title, completedLessonCount, lessonCount, score })),
      };
    },
  };
}

/** Per learner: the sum of the best score of each scored lesson. */
export function leaderboardTotals(attempts: readonly AttemptRow[], scoredLessonIds: ReadonlySet<string>): Map<string, number> {
  const best = new Map<string, number>();
  for (const attempt of attempts) {
    if (attempt.score === null || attempt.finishedAt === null || !scoredLessonIds.has(attempt.lessonId)) continue;
    const key = `${attempt.userId}\u0000${attempt.lessonId}`;
    best.set(key, Math.max(best.get(key) ?? 0, attempt.score));
  }
  const totals = new Map<string, number>();
  for (const [key, score] of best) {
    const userId = key.split('\u0000')[0]!;
    totals.set(userId, (totals.get(userId) ?? 0) + score);
  }
  return totals;
}

function lockMessage(reason: string | null, lockedUntil: string | null): string {
  if (reason === 'prerequisites') return 'Complete the lessons this one requires first.';
  if (reason === 'completed') return 'You have completed this lesson; it cannot be played again.';
  if (reason === 'interval' && lockedUntil) return `You can try this lesson again after ${lockedUntil}.`;
  return 'This lesson is locked.';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
