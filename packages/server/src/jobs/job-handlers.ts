// What each job does, and which run on their own every so often.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { scheduledStatusJob } from '../modules/courses/scheduler.ts';
import { runDueScan } from '../modules/due-dates/due-scan.ts';
import { UPLOAD_CLEANUP_INTERVAL_MS, uploadCleanupJob } from '../modules/media/cleanup.ts';
import { notificationEmailJob } from '../modules/notifications/email-job.ts';
import { READ_MODEL_SWEEP_INTERVAL_MS, sweepCourseReadModels } from '../modules/analytics-courses/sweep.ts';
import { documentConversionJob } from '../modules/documents/conversion-job.ts';
import { runCourseGeneration } from '../modules/ai-generation/course-generation-job.ts';
import { runCourseTranslation } from '../modules/course-translations/course-translation-job.ts';
import { createNotifier } from '../modules/notifications/notifier.ts';
import { EVENT_PARTITIONS_INTERVAL_MS, eventPartitionsJob } from '../modules/analytics/event-partitions.ts';
import { INTERRUPTED_SWEEP_INTERVAL_MS, interruptedWorkSweep } from './interrupted-work.ts';
import type { JobHandlers, RecurringTask } from './job-queue.ts';

export function jobHandlersFor(context: AppContext, log: Pick<FastifyBaseLogger, 'info' | 'error'>): JobHandlers {
  const notify = createNotifier(context);
  return {
    'courses.scheduled-status': scheduledStatusJob({ db: context.db, clock: context.clock, log }),
    'due.scan': async () => {
      const result = await runDueScan(context, notify);
      if (Object.values(result).some((count) => count > 0)) log.info(result, 'due-date scan made changes');
    },
    'media.cleanup-uploads': uploadCleanupJob({ db: context.db, storage: context.storage, clock: context.clock, log }),
    'notifications.email': notificationEmailJob(context),
    'analytics.event-partitions': eventPartitionsJob(context),
    'analytics.course-read-models': async () => {
      const outcome = await sweepCourseReadModels(context);
      if (outcome.countedAttempts > 0 || outcome.rebuiltCourses > 0) log.info(outcome, 'course report read models swept');
    },
    'documents.convert': documentConversionJob(context, log),
    'ai.course-generation': ({ courseId }) => runCourseGeneration(context, courseId),
    'ai.course-translation': ({ translationId }) => runCourseTranslation(context, translationId),
    'work.recover-interrupted': async () => {
      const outcome = await interruptedWorkSweep(context)();
      if (
        outcome.courseGenerations + outcome.courseTranslations > 0 ||
        outcome.documentConversions.requeued + outcome.documentConversions.failed > 0
      )
        log.info(outcome, 'interrupted work recovered');
    },
  };
}

export function recurringTasksFor(config: Pick<Config, 'schedulerIntervalMs' | 'dueScanIntervalMs'>): RecurringTask[] {
  return [
    { name: 'courses.scheduled-status', everyMs: config.schedulerIntervalMs },
    { name: 'due.scan', everyMs: config.dueScanIntervalMs },
    { name: 'media.cleanup-uploads', everyMs: UPLOAD_CLEANUP_INTERVAL_MS },
    { name: 'analytics.event-partitions', everyMs: EVENT_PARTITIONS_INTERVAL_MS },
    { name: 'analytics.course-read-models', everyMs: READ_MODEL_SWEEP_INTERVAL_MS },
    { name: 'work.recover-interrupted', everyMs: INTERRUPTED_SWEEP_INTERVAL_MS },
  ];
}
