// The last copy of a lesson this browser received, so a reload without a network can play on from it.
// It is kept under the signed-in user's storage (forgotten at sign-out) and follows the learner's play:
// each result, place and finish is noted in its attempt, so an offline reload resumes where the learner
// was even after the queued calls reached the server.
import { learnerLessonResponseSchema, type LearnerLessonResponse } from '@slidewise/core';
import type { PlayEffect } from '@slidewise/player';
import { deviceUserKey } from '../../auth/index.ts';

const copyKey = (lessonId: string) => deviceUserKey(`lesson.${lessonId}`);

export function keepLessonCopy(lesson: LearnerLessonResponse): void {
  try {
    localStorage.setItem(copyKey(lesson.lesson.id), JSON.stringify(lesson));
  } catch {
    // Storage full or refused: the lesson still plays online.
  }
}

/** Removes the kept copy (the account no longer lets lessons be taken offline). */
export function forgetLessonCopy(lessonId: string): void {
  try {
    localStorage.removeItem(copyKey(lessonId));
  } catch {
    // Storage refused: there is nothing this page can do about a copy it cannot reach.
  }
}

/** The kept copy, if there is one and it still reads as a lesson. */
export function readLessonCopy(lessonId: string): LearnerLessonResponse | undefined {
  try {
    const parsed = learnerLessonResponseSchema.safeParse(JSON.parse(localStorage.getItem(copyKey(lessonId)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The copy with one of the player's effects noted in the attempt `attemptId` (a new one replaces the old). */
export function withEffect(copy: LearnerLessonResponse, attemptId: string, effect: PlayEffect, now: string): LearnerLessonResponse {
  const attempt =
    copy.attempt?.id === attemptId
      ? copy.attempt
      : { id: attemptId, lessonId: copy.lesson.id, startedAt: now, finishedAt: null, currentSlideIndex: 0, results: {} };
  switch (effect.type) {
    case 'result':
      return {
        ...copy,
        attempt: {
          ...attempt,
          currentSlideIndex: effect.currentSlideIndex,
          // The server works out stars from the Published slide; the copy only needs the answer to resume.
          results: { ...attempt.results, [effect.slideId]: { ...effect.result, stars: 0 } },
        },
      };
    case 'position':
      return { ...copy, attempt: { ...attempt, currentSlideIndex: effect.currentSlideIndex } };
    case 'ended':
      return { ...copy, attempt: { ...attempt, finishedAt: now } };
  }
}

/** Notes an effect in the kept copy, when there is one. */
export function noteInLessonCopy(lessonId: string, attemptId: string, effect: PlayEffect): void {
  const copy = readLessonCopy(lessonId);
  if (copy) keepLessonCopy(withEffect(copy, attemptId, effect, new Date().toISOString()));
}
