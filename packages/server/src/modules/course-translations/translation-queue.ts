import type { JobQueue } from '../../jobs/job-queue.ts';

/** One job per translation: two runs of the same translation never overlap (a second add waits or joins). */
const courseTranslationJobKey = (translationId: string) => `ai.course-translation:${translationId}`;

/**
 * Queues the job that translates a course lesson by lesson. One try: a failure is recorded on the
 * translation for the author to see and start again (going on from what was done), not retried blindly.
 */
export const queueCourseTranslation = (jobs: JobQueue, translationId: string) =>
  jobs.add('ai.course-translation', { translationId }, { jobKey: courseTranslationJobKey(translationId), maxAttempts: 1 });
