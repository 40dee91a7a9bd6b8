// The learner API calls the lesson player makes (issue 5; contracts in core's contracts/learner.ts). They
// live with the feature that uses them; each answer is checked against its contract's schema.
import {
  learnerContracts,
  packageContracts,
  packageOriginContracts,
  type AiccSessionResponse,
  type Attempt,
  type AttemptFinishResponse,
  type LearnerLessonResponse,
  type PackageRuntime,
  type PackageRuntimeBody,
  type SlideResultBody,
  type SurveyResultsResponse,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

/** The lesson as the learner plays it: published slides, display config, attempt in progress, lock. */
export function getLearnerLesson(lessonId: string): Promise<LearnerLessonResponse> {
  return callContract(learnerContracts.lesson, { params: { lessonId } });
}

/** Where SCORM and AICC packages play: the server's package origin, apart from the app's. */
export async function getPackageOrigin(): Promise<string> {
  return (await callContract(packageOriginContracts.read, {})).packageOrigin;
}

/**
 * Background calls of the sync are silent: the page shows "kept on this device" instead of a toast for
 * each failed send, and a lock (409) is shown as the lesson's state.
 */
const background = { silent: true } as const;

/** Starts (or, with an id already used, returns) an attempt; the id is made in the browser. */
export function startAttempt(lessonId: string, attemptId: string): Promise<Attempt> {
  return callContract(learnerContracts.startAttempt, { params: { lessonId }, body: { attemptId } }, background);
}

export function sendSlideResult(attemptId: string, slideId: string, body: SlideResultBody): Promise<Attempt> {
  return callContract(learnerContracts.putResult, { params: { attemptId, slideId }, body }, background);
}

export function sendPosition(attemptId: string, currentSlideIndex: number): Promise<Attempt> {
  return callContract(learnerContracts.putPosition, { params: { attemptId }, body: { currentSlideIndex } }, background);
}

export function finishAttempt(attemptId: string): Promise<AttemptFinishResponse> {
  return callContract(learnerContracts.finishAttempt, { params: { attemptId } }, background);
}

export function getSurveyResults(lessonId: string): Promise<SurveyResultsResponse> {
  return callContract(learnerContracts.surveyResults, { params: { lessonId } }, background);
}

/** What a package slide's package stored in the attempt (issue 13): the place a sitting resumes from. */
export function getPackageRuntime(attemptId: string, slideId: string): Promise<PackageRuntime> {
  return callContract(packageContracts.runtime, { params: { attemptId, slideId } }, background);
}

export function savePackageRuntime(attemptId: string, slideId: string, body: PackageRuntimeBody): Promise<PackageRuntime> {
  return callContract(packageContracts.putRuntime, { params: { attemptId, slideId }, body }, background);
}

/** One launch of an AICC unit in the attempt: the HACP session id and address it reports to. */
export function startAiccSession(attemptId: string, slideId: string): Promise<AiccSessionResponse> {
  return callContract(packageContracts.startAiccSession, { params: { attemptId, slideId } }, background);
}
