// The server's one interface to background work (DESIGN.md: "jobs"): add a job, keep a task recurring,
// and a job key for work that must be done once whatever number of servers add it. graphile-worker runs
// it on PostgreSQL (graphile-queue.ts); on PGlite, one process, the same jobs run in-process
// (in-process-queue.ts).

/** Every job there is and what it carries; a handler and every add are checked against it. */
export interface JobPayloads {
  /** Publish and unpublish the scheduled courses that are due (modules/courses/scheduler.ts). */
  'courses.scheduled-status': Record<string, never>;
  /** Assign, remind, mark overdue and reopen recurring courses (modules/due-dates/due-scan.ts). */
  'due.scan': Record<string, never>;
  /** Remove uploads signed but never completed, a day on (modules/media/cleanup.ts). */
  'media.cleanup-uploads': Record<string, never>;
  /** Send a person's notifications that wait for e-mail, one message or a digest (modules/notifications). */
  'notifications.email': { userId: string };
  /** Make the month partitions of analytics_events ahead of their events (modules/analytics/event-partitions.ts). */
  'analytics.event-partitions': Record<string, never>;
  /** Count the attempts and build the course report rows the read models lack (modules/analytics-courses/sweep.ts). */
  'analytics.course-read-models': Record<string, never>;
  /** Make the course or lesson of one document conversion (modules/documents). */
  'documents.convert': { conversionId: string };
  /** Write an AI-generated course's lessons from its outline, one by one (modules/ai-generation). */
  'ai.course-generation': { courseId: string };
  /** Bring a course translation's linked copy up to date, lesson by lesson (modules/course-translations). */
  'ai.course-translation': { translationId: string };
  /** Resume or end the work whose job died with its server (jobs/interrupted-work.ts). */
  'work.recover-interrupted': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface JobOptions {
  /**
   * At most one waiting job per key: adding again replaces the waiting one (a job already running is
   * left to finish, and the new one waits), so servers adding the same work at once make one job.
   */
  jobKey?: string;
  /** With a key: keep the waiting job's run time, so later adds join it instead of postponing it (digests). */
  keepRunAt?: boolean;
  /** Run no sooner than this long from now. */
  delayMs?: number;
  /** Tries before the job is given up (default 5); each retry waits longer. */
  maxAttempts?: number;
}

export interface JobQueue {
  add<N extends JobName>(name: N, payload: JobPayloads[N], options?: JobOptions): Promise<void>;
}

export type JobHandlers = { [N in JobName]: (payload: JobPayloads[N]) => Promise<void> };

/** A task run every `everyMs`, by one server at a time. */
export interface RecurringTask {
  name: { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName];
  everyMs: number;
}

/** The queue as the process that works it sees it: handlers are given once, then it starts and stops. */
export interface JobRunner extends JobQueue {
  /** The handlers of every job, the recurring tasks, and the log failures go to (the app's). */
  define(handlers: JobHandlers, recurring: readonly RecurringTask[], log: JobLog): void;
  /** Starts working jobs (and the recurring tasks); a server without it only adds jobs. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>;
}

export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

export const recurringJobKey = (name: string) => `recurring:${name}`;

/**
 * Wraps recurring tasks so each run first queues the next (replacing any waiting one under the same key)
 * and only then works: a server that dies mid-run leaves the next run queued for the others. A failed run
 * is logged, not retried: the next run is the retry.
 */
export function withRecurrence(
  queue: JobQueue,
  handlers: JobHandlers,
  recurring: readonly RecurringTask[],
  log: Pick<JobLog, 'error'>,
): JobHandlers {
  const wrapped: Record<string, (payload: never) => Promise<void>> = { ...handlers };
  for (const task of recurring) {
    const handler = handlers[task.name];
    wrapped[task.name] = async (payload: Record<string, never>) => {
      await queue.add(task.name, {}, { jobKey: recurringJobKey(task.name), delayMs: task.everyMs });
      try {
        await handler(payload);
      } catch (error) {
        log.error({ err: error, task: task.name }, 'recurring task failed; it runs again at its next time');
      }
    };
  }
  return wrapped as JobHandlers;
}

/** Queues each recurring task's first run now, unless one is waiting already (another server queued it). */
export async function queueRecurring(queue: JobQueue, recurring: readonly RecurringTask[]): Promise<void> {
  for (const task of recurring) await queue.add(task.name, {}, { jobKey: recurringJobKey(task.name), keepRunAt: true });
}

/** How long the n-th failed try waits before the next: 2 s, 4 s, 8 s… up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 60 * 60 * 1000);
}
