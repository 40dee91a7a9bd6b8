import type { JobQueue } from '../../jobs/job-queue.ts';

/** One waiting generation job per course, however many times it is queued (a retry, a resume after a crash). */
const courseGenerationJobKey = (courseId: string) => `ai.course-generation:${courseId}`;

/**
 * Queues the job that writes a course's lessons from its outline. One try: a failure is recorded on the run
 * for the author to see and retry, not retried blindly.
 */
export const queueCourseGeneration = (jobs: JobQueue, courseId: string) =>
  jobs.add('ai.course-generation', { courseId }, { jobKey: courseGenerationJobKey(courseId), maxAttempts: 1 });
