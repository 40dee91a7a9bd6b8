// The learner API calls the lesson player makes (issue 5; schemas in core's api/learner.ts). They live
// with the feature that uses them; each answer is checked against its schema.
import {
  attemptFinishResponseSchema,
  attemptSchema,
  learnerLessonResponseSchema,
  surveyResultsResponseSchema,
  type Attempt,
  type AttemptFinishResponse,
  type LearnerLessonResponse,
  type SlideResultBody,
  type SurveyResultsResponse,
} from '@slidewise/core';
import { authenticatedGet, authenticatedPost, authenticatedPut } from '../../../api/index.ts';

const id = encodeURIComponent;

export const learnerLessonPath = (lessonId: string) => `/api/learner/lessons/${id(lessonId)}`;

/** The lesson as the learner plays it: published slides, display config, attempt in progress, lock. */
export async function getLearnerLesson(lessonId: string): Promise<LearnerLessonResponse> {
  return learnerLessonResponseSchema.parse(await authenticatedGet(learnerLessonPath(lessonId)));
}

/**
 * Background calls of the sync are silent: the page shows "kept on this device" instead of a toast for
 * each failed send, and a lock (409) is shown as the lesson's state.
 */
const background = { silent: true } as const;

/** Starts (or, with an id already used, returns) an attempt; the id is made in the browser. */
export async function startAttempt(lessonId: string, attemptId: string): Promise<Attempt> {
  return attemptSchema.parse(await authenticatedPost(`${learnerLessonPath(lessonId)}/attempts`, { ...background, data: { attemptId } }));
}

export async function sendSlideResult(attemptId: string, slideId: string, body: SlideResultBody): Promise<Attempt> {
  return attemptSchema.parse(
    await authenticatedPut(`/api/learner/attempts/${id(attemptId)}/results/${id(slideId)}`, { ...background, data: body }),
  );
}

export async function sendPosition(attemptId: string, currentSlideIndex: number): Promise<Attempt> {
  return attemptSchema.parse(await authenticatedPut(`/api/learner/attempts/${id(attemptId)}/position`, { ...background, data: { currentSlideIndex } }));
}

export async function finishAttempt(attemptId: string): Promise<AttemptFinishResponse> {
  return attemptFinishResponseSchema.parse(await authenticatedPost(`/api/learner/attempts/${id(attemptId)}/finish`, background));
}

export async function getSurveyResults(lessonId: string): Promise<SurveyResultsResponse> {
  return surveyResultsResponseSchema.parse(await authenticatedGet(`${learnerLessonPath(lessonId)}/survey-results`, background));
}
