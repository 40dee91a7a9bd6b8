// The learner's writes: starting attempts, per-slide results, the position and the finish that scores.
import { randomUUID } from 'node:crypto';
import {
  attemptPassed,
  attemptRestrictionSchema,
  bestAttempt,
  clampPoints,
  lessonScore,
  newStarsBySlide,
  resultStars,
  shouldResetCourse,
  slideScoring,
  type Attempt,
  type AttemptFinishResponse,
  type SlideResultBody,
  type SlideResultRecord,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import {
  attemptById,
  attemptInProgress,
  attemptOf,
  countFailedAttempts,
  countingAttemptsOf,
  courseRow,
  insertAttempt,
  lessonRow,
  lockAttempt,
  markFinished,
  raiseSlideStars,
  resetCourse,
  slideStarsOfLesson,
  writePosition,
  writeSlideResult,
} from './repo.ts';
import { finishedOf } from './standing.ts';
import { sameJson } from './same-json.ts';
import { attemptFinished, attemptNotFound, publishedSlides, record, toAttempt, type LearnerViews } from './learner-views.ts';

export function createAttemptService({ db, clock }: AppContext, views: LearnerViews) {
  const { playableLesson, viewsOf, lockOf, recordIfCompleted, courseOutcome } = views;
  return {
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

  };
}

function lockMessage(reason: string | null, lockedUntil: string | null): string {
  if (reason === 'prerequisites') return 'Complete the lessons this one requires first.';
  if (reason === 'completed') return 'You have completed this lesson; it cannot be played again.';
  if (reason === 'interval' && lockedUntil) return `You can try this lesson again after ${lockedUntil}.`;
  return 'This lesson is locked.';
}
