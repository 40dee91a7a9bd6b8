import { learnerLessonResponseSchema, type LearnerLessonResponse } from '@slidewise/core';
import { type KnownPackageOrigin, preloadSlideRenderer, primeSlideRenderer } from '@slidewise/player';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAccountSwitch } from '../../account/index.ts';
import { takeEarlyLesson } from '../../../api/early-lesson-fetch.ts';
import { isApiError } from '../../../api/index.ts';
import { getLearnerLesson, getPackageOrigin, getSurveyResults } from './learner-lesson-api.ts';
import { forgetLessonCopy, keepLessonCopy, readLessonCopy } from './lesson-copy.ts';

export const lessonPlayerKeys = {
  /** Everything the learner app reads starts with 'learner', so finishing a lesson refreshes it all. */
  all: ['learner'] as const,
  lesson: (lessonId: string) => ['learner', 'lesson', lessonId] as const,
  surveyResults: (lessonId: string) => ['learner', 'lesson', lessonId, 'survey-results'] as const,
  packageOrigin: ['package-origin'] as const,
};

/**
 * The lesson, from the early request when there is one (a failed or malformed early answer is asked
 * again the usual way, so its failure is reported as any other). The first slide's renderer starts
 * loading as soon as the slides are known, while the session check may still be on its way.
 */
async function loadLesson(lessonId: string): Promise<LearnerLessonResponse> {
  let lesson: LearnerLessonResponse | undefined;
  const early = takeEarlyLesson(lessonId);
  if (early !== undefined) {
    try {
      lesson = learnerLessonResponseSchema.parse(await early);
    } catch {
      lesson = undefined;
    }
  }
  lesson ??= await fromServerOrCopy(lessonId);
  const first = lesson.lesson.slides[lesson.attempt?.currentSlideIndex ?? 0] ?? lesson.lesson.slides[0];
  // The lazy renderer is started, and its code awaited, before the page renders the player: its first
  // render then has it, with no loading notice (which React keeps on screen for at least 300 ms).
  if (first) {
    primeSlideRenderer(first.type);
    await preloadSlideRenderer(first.type).catch(() => undefined);
  }
  return lesson;
}

/**
 * The server's lesson; when the request never reached the server, the copy kept at an earlier visit
 * plays instead (its answers are queued as always). Any answer from the server wins.
 */
async function fromServerOrCopy(lessonId: string): Promise<LearnerLessonResponse> {
  try {
    return await getLearnerLesson(lessonId);
  } catch (error) {
    const copy = isApiError(error) && error.isNetworkFailure ? readLessonCopy(lessonId) : undefined;
    if (copy) return copy;
    throw error;
  }
}

export function useLearnerLesson(lessonId: string) {
  // Always the server's latest: the attempt in progress must not come from a cache of earlier play.
  // Asked even while offline (not paused until the connection returns): the kept copy answers then.
  const lesson = useQuery({
    queryKey: lessonPlayerKeys.lesson(lessonId),
    queryFn: () => loadLesson(lessonId),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
  // The account's offline availability (offlineEnabled) decides whether this device keeps the lesson to
  // play without a connection; switched off, a copy kept before goes. Unknown (the account could not be
  // read, e.g. offline), nothing changes.
  const offlineAvailable = useAccountSwitch('offlineEnabled');
  useEffect(() => {
    if (!lesson.data || offlineAvailable === undefined) return;
    if (offlineAvailable) keepLessonCopy(lesson.data);
    else forgetLessonCopy(lessonId);
  }, [lesson.data, offlineAvailable, lessonId]);
  return lesson;
}

/** Others' answers to the survey slides, only for lessons that have some. */
export function useSurveyResults(lessonId: string, enabled: boolean) {
  return useQuery({ queryKey: lessonPlayerKeys.surveyResults(lessonId), queryFn: () => getSurveyResults(lessonId), enabled, retry: false });
}

/**
 * The package origin, asked for only by lessons with package slides; it changes only with the server's
 * configuration, so it is asked once. Undefined while it is on its way, null when it cannot be had.
 */
export function usePackageOrigin(enabled: boolean): KnownPackageOrigin {
  const query = useQuery({
    queryKey: lessonPlayerKeys.packageOrigin,
    queryFn: getPackageOrigin,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!enabled || query.isError) return null;
  return query.data;
}
