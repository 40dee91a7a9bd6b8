import type { JobQueue } from '../../jobs/job-queue.ts';

/**
 * Queues the job that converts one conversion. One try: a conversion that failed half way has written what
 * it could; it is not run again behind the author's back (they ask again, and see what they got). A job
 * queued twice converts once (the job claims its conversion while queued).
 */
export const queueConversion = (jobs: JobQueue, conversionId: string) =>
  jobs.add('documents.convert', { conversionId }, { maxAttempts: 1 });
