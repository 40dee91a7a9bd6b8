// The learner's writes: starting attempts, per-slide results, the position and the finish that scores.
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  accountSwitchesFrom,
  answersDisagree,
  attemptPassed,
  attemptVerdict,
  attemptRestrictionSchema,
  bestAttempt,
  givesCompletionCertificates,
  inconsistentResult,
  isPackageSlideType,
  isViewedPackageResult,
  keptPoints,
  lessonScore,
  newStarsBySlide,
  nextLessonToTake,
  resultStars,
  shouldResetCourse,
  type Attempt,
  type AttemptFinishResponse,
  type AttemptRestriction,
  type LearnerCourseLesson,
  type Slide,
  type SlideResultBody,
  type SlideResultRecord,
  type SlideScoring,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { refreshLearnerPoints } from '../leaderboards/learner-points.ts';
import { refreshReadModelsAfterFinish } from '../analytics-courses/after-finish.ts';
import { conflict, HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import {
  attemptById,
  attemptInProgress,
  attemptOf,
  countFailedAttempts,
  insertAttempt,
  resetCourse,
  writePosition,
  type AttemptRow,
} from './repo.ts';
import { attemptForResult, attemptToFinish, finishAttempt, writeResultIfCurrent } from './attempt-repo.ts';
import { finishedOf } from './standing.ts';
import { sameJson } from './same-json.ts';
import { attemptFinished, attemptNotFound, toAttempt, type LearnerViews } from './learner-views.ts';
import { assertCourseUnlocked } from './course-lock.ts';
import { refreshDailyActivity } from '../analytics/daily-activity.ts';

// A write that relies on what was just read misses only when the attempt changed in between; three
// misses in a row mean something keeps changing it, which the learner is told rather than waiting.
const MAXIMUM_TRIES = 3;
const attemptChanged = () => conflict('attempt-changed', 'The attempt changed while this was being recorded; send it again.');

// Enough for the attempts of a few thousand learners playing at once.
const REMEMBERED_ATTEMPTS = 10_000;

export function createAttemptService({ db, clock }: AppContext, views: LearnerViews) {
  const { decks, playableLesson, viewsOf, lessonLock, recordIfCompleted, courseOutcomeWith } = views;
  // The lesson of each attempt this server started or scored. An attempt never changes lesson, so this
  // needs no invalidation; it lets a result be written without reading the attempt first.
  const lessonOfAttempt = new LRUCache<string, string>({ max: REMEMBERED_ATTEMPTS });

  /**
   * The result as the server keeps it, by core's rules (docs/scoring.md): a game verdict its points
   * contradict, or a claim its answers contradict (where core reads them), is refused.
   */
  function resultRecord(slide: Slide, scoring: SlideScoring, body: SlideResultBody) {
    const claimed = { correct: body.correct, points: body.points };
    const problem = inconsistentResult(scoring, claimed);
    if (problem) throw new HttpError(400, 'validation_failed', problem, { path: ['points'] });
    const disagreement = answersDisagree(slide, { ...claimed, answers: body.answers });
    if (disagreement) throw new HttpError(400, 'validation_failed', disagreement, { path: ['answers'] });
    const answers = body.answers ?? null;
    const record: SlideResultRecord = {
      correct: body.correct,
      answers,
      points: keptPoints(scoring, claimed),
      stars: resultStars(scoring, claimed),
      answeredAt: body.answeredAt ?? clock().toISOString(),
    };
    return record;
  }

  /** Whether this is a viewed result for a package slide, which must not replace what the package reported. */
  function mayKeepPackageReport(slide: Slide | undefined, body: SlideResultBody): boolean {
    return slide !== undefined && isPackageSlideType(slide.type) && isViewedPackageResult(body);
  }

  function recordOrUndefined(slide: Slide, scoring: SlideScoring, body: SlideResultBody): SlideResultRecord | undefined {
    try {
      return resultRecord(slide, scoring, body);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) return undefined;
      throw error;
    }
  }

  /** The result written in one statement, if the attempt and the deck it was scored on are still as assumed. */
  function writeResult(
    user: SignedInUser,
    attempt: { id: string; lessonId: string },
    deckIdentifier: string,
    slideId: string,
    record: SlideResultRecord,
    body: SlideResultBody,
  ) {
    return writeResultIfCurrent(db, {
      attemptId: attempt.id,
      userId: user.id,
      lessonId: attempt.lessonId,
      deckIdentifier,
      slideId,
      record: JSON.stringify(record),
      correct: JSON.stringify(record.correct),
      points: JSON.stringify(record.points),
      answers: JSON.stringify(record.answers),
      currentSlideIndex: body.currentSlideIndex ?? null,
      now: clock(),
    });
  }

  /** Reads the attempt and records the result as it stands: a re-sent result, a finished attempt, a changed deck. */
  async function putResultAfterReading(user: SignedInUser, attemptId: string, slideId: string, body: SlideResultBody): Promise<Attempt> {
    for (let tries = 0; tries < MAXIMUM_TRIES; tries++) {
      const found = await attemptForResult(db, user.id, attemptId);
      if (!found) throw attemptNotFound();
      const { attempt } = found;
      lessonOfAttempt.set(attempt.id, attempt.lessonId);
      const deck = await decks.deckOf(db, attempt.lessonId, found.deckIdentifier);
      const scoring = deck.scoringBySlide.get(slideId);
      const slide = deck.slideById.get(slideId);
      if (!scoring || !slide || deck.identifier === null) throw notFound('This slide is not in the lesson.');
      const record = resultRecord(slide, scoring, body);
      const existing = (attempt.results as Record<string, SlideResultRecord>)[slideId];
      // Re-sending the same result (after going offline) changes nothing, its time included, even once the
      // attempt is finished: a queue that lost the first answer must not be told it failed.
      // A package that reported to the server (AICC, or SCORM's commit) keeps its result when the player
      // then says the slide was viewed: the learner moved on, which takes nothing from what the package gave.
      const keptReport = existing !== undefined && mayKeepPackageReport(slide, body) && existing.answers !== null;
      const resent =
        keptReport ||
        (existing &&
          existing.correct === record.correct &&
          existing.points === record.points &&
          sameJson(existing.answers, record.answers));
      if (resent) {
        if (attempt.finishedAt || body.currentSlideIndex === undefined || body.currentSlideIndex === attempt.currentSlideIndex)
          return toAttempt(attempt);
        const moved = await writePosition(db, attempt.id, user.id, body.currentSlideIndex, clock());
        if (!moved) throw attemptFinished();
        return toAttempt(moved);
      }
      if (attempt.finishedAt) throw attemptFinished();
      const written = await writeResult(user, attempt, deck.identifier, slideId, record, body);
      if (written) return toAttempt(written);
    }
    throw attemptChanged();
  }

  /** Resets the learner's course when this failed attempt reaches the lesson's resetCourseOnNumberAttempts. */
  async function resetIfDue(user: SignedInUser, attempt: AttemptRow, restriction: AttemptRestriction | undefined) {
    if (!restriction || restriction.resetCourseOnNumberAttempts <= 0) return;
    await db.transaction(async (tx) => {
      if (shouldResetCourse(restriction, await countFailedAttempts(tx, user.id, attempt.lessonId))) {
        await resetCourse(tx, user.accountId, user.id, attempt.courseId, attempt.finishedAt ?? clock());
      }
    });
  }

  /** The attempt finished and scored (or as it was finished before), with its course row. */
  async function finishOnce(user: SignedInUser, attemptId: string) {
    for (let tries = 0; tries < MAXIMUM_TRIES; tries++) {
      const found = await attemptToFinish(db, user, attemptId);
      if (!found) throw attemptNotFound();
      const { attempt, course: row } = found;
      const switches = accountSwitchesFrom(found.accountSettings, found.planKind);
      if (attempt.finishedAt) return { finished: attempt, row, switches };
      const deck = await decks.deckOf(db, attempt.lessonId, found.deckIdentifier);
      const course = assembleCourse(row, noLessons, user);
      const scoredWithStars = lessonScore(deck.slides, attempt.results as Record<string, SlideResultRecord>);
      // starsEnabled off: the lesson still scores, but no stars are given or kept.
      const scored = switches.starsEnabled ? scoredWithStars : { ...scoredWithStars, stars: 0, starsBySlide: {} };
      const added = newStarsBySlide(found.heldStars, scored.starsBySlide);
      const passed = attemptPassed(scored.score, course.config.minimumScore);
      const finished = await finishAttempt(db, {
        attemptId: attempt.id,
        userId: user.id,
        accountId: user.accountId,
        resultsDigest: found.resultsDigest,
        finishedAt: clock(),
        score: scored.score,
        stars: scored.stars,
        newStars: Object.values(added).reduce((sum, count) => sum + count, 0),
        passed,
        starsBySlide: scored.starsBySlide,
      });
      if (!finished) continue;
      if (!passed) await resetIfDue(user, finished, attemptRestrictionSchema.safeParse(found.attemptRestriction).data);
      // The boards rank sums kept as attempts finish (leaderboards/learner-points.ts), a reset's discards included.
      await refreshLearnerPoints(db, { accountId: user.accountId, userId: user.id, courseId: finished.courseId });
      await refreshDailyActivity(db, { accountId: user.accountId, userId: user.id }, finished.finishedAt ?? clock());
      return { finished, row, switches };
    }
    throw attemptChanged();
  }

  return {
    /** 201 with a new attempt, or 200 with the one that exists (same id, or one in progress). */
    async startAttempt(
      user: SignedInUser,
      lessonId: string,
      attemptId: string | undefined,
    ): Promise<{ created: boolean; attempt: Attempt }> {
      const { lesson, row, course, inProgress, deckIdentifier } = await playableLesson(user, lessonId);
      if (attemptId) {
        const existing = await attemptById(db, attemptId);
        if (existing) {
          if (existing.userId !== user.id || existing.lessonId !== lesson.id)
            throw conflict('attempt-id-taken', 'This attempt id is already used.');
          return { created: false, attempt: toAttempt(existing) };
        }
      }
      if (inProgress) return { created: false, attempt: toAttempt(inProgress) };
      await assertCourseUnlocked({ db, clock }, user, { id: row.id, prerequisites: course.prerequisites });
      // The deck is read now (when not held) so that the results to come are written in one statement each.
      const [lock] = await Promise.all([lessonLock(user, { row, course }, lesson.id), decks.deckOf(db, lesson.id, deckIdentifier)]);
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
        const winner =
          (attemptId ? await attemptOf(db, user.id, attemptId) : undefined) ?? (await attemptInProgress(db, user.id, lesson.id));
        if (!winner) throw conflict('attempt-id-taken', 'This attempt id is already used.');
        return { created: false, attempt: toAttempt(winner) };
      }
      lessonOfAttempt.set(inserted.id, inserted.lessonId);
      await refreshDailyActivity(db, { accountId: user.accountId, userId: user.id }, inserted.startedAt);
      // With openToComplete, opening the lesson completes it: the course may be complete now.
      if (course.completionCriteria.openToComplete) await recordIfCompleted(user, (await viewsOf(user, [{ row, course }]))[0]!);
      return { created: true, attempt: toAttempt(inserted) };
    },

    async putResult(user: SignedInUser, attemptId: string, slideId: string, body: SlideResultBody): Promise<Attempt> {
      if (!isRowId(attemptId)) throw attemptNotFound();
      // A result for an attempt whose lesson and Published deck this server knows is scored at once and written
      // in one statement that checks the deck is still the Published one; anything else reads the attempt first.
      const lessonId = lessonOfAttempt.get(attemptId);
      const deck = lessonId === undefined ? undefined : decks.lastRead(lessonId);
      const scoring = deck?.scoringBySlide.get(slideId);
      const slide = deck?.slideById.get(slideId);
      // A result this deck refuses is judged again below on the deck read now: the remembered one may be stale.
      const record = lessonId !== undefined && deck?.identifier && scoring && slide ? recordOrUndefined(slide, scoring, body) : undefined;
      if (lessonId !== undefined && deck?.identifier && record && !mayKeepPackageReport(slide, body)) {
        const written = await writeResult(user, { id: attemptId, lessonId }, deck.identifier, slideId, record, body);
        if (written) return toAttempt(written);
      }
      return putResultAfterReading(user, attemptId, slideId, body);
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
      const { finished, row, switches } = await finishOnce(user, attemptId);
      const course = assembleCourse(row, noLessons, user);
      const [view] = await viewsOf(user, [{ row, course }]);
      await recordIfCompleted(user, view!);
      const outcome = courseOutcomeWith(view!, givesCompletionCertificates(switches));
      await refreshReadModelsAfterFinish(db, {
        accountId: user.accountId,
        userId: user.id,
        attemptId: finished.id,
        view: view!,
        outcome,
        now: clock(),
      });
      const best = bestAttempt(finishedOf(view!.attempts.filter((attempt) => attempt.lessonId === finished.lessonId)));
      const starsHeld = view!.standing.lessons.find((lesson) => lesson.id === finished.lessonId)?.stars ?? finished.stars;
      return {
        attempt: toAttempt(finished),
        score: finished.score ?? 0,
        stars: finished.stars,
        newStars: finished.newStars,
        passed: finished.passed ?? false,
        // From the stored verdict: a minimum raised after the finish does not turn a pass into a failure.
        verdict: attemptVerdict(finished.passed ?? false, course.config.minimumScore),
        // After a course reset no attempt counts any more: this one is still the learner's best of the lesson.
        best: { score: best?.score ?? finished.score ?? 0, stars: starsHeld },
        course: outcome,
        nextLesson: nextOf(view!.standing.lessons, finished.lessonId),
        leaderboardEnabled: switches.leaderboardEnabled && course.leaderboard.isEnabled,
      };
    },
  };
}

function nextOf(lessons: readonly LearnerCourseLesson[], lessonId: string): AttemptFinishResponse['nextLesson'] {
  const next = nextLessonToTake(lessons, lessonId);
  return next ? { id: next.id, kind: next.kind, title: next.title } : null;
}

function lockMessage(reason: string | null, lockedUntil: string | null): string {
  if (reason === 'prerequisites') return 'Complete the lessons this one requires first.';
  if (reason === 'completed') return 'You have completed this lesson; it cannot be played again.';
  if (reason === 'interval' && lockedUntil) return `You can try this lesson again after ${lockedUntil}.`;
  return 'This lesson is locked.';
}
