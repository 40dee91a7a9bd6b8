// The job queue of a server on PGlite: one process owns the database, so jobs live in its memory and run
// in it, with the same keys, delays and retries as graphile-worker gives on PostgreSQL. Jobs still
// waiting when the process stops are lost; each kind of job is safe to lose (docs/decisions.md, "Jobs").
import type { Clock } from '../clock.ts';
import {
  DEFAULT_MAX_ATTEMPTS,
  queueRecurring,
  retryDelayMs,
  withRecurrence,
  type JobHandlers,
  type JobLog,
  type JobName,
  type JobOptions,
  type JobPayloads,
  type JobRunner,
  type RecurringTask,
} from './job-queue.ts';

interface WaitingJob {
  id: number;
  name: JobName;
  payload: unknown;
  runAt: number;
  attempts: number;
  maxAttempts: number;
  key: string | undefined;
}

export interface InProcessQueue extends JobRunner {
  /** Runs every job whose time has come by the queue's clock, those they add included; resolves when none is left. */
  runDue(): Promise<number>;
  /** The jobs waiting, for tests and the log. */
  waiting(): readonly { name: JobName; payload: unknown; runAt: Date; attempts: number }[];
}

export function createInProcessQueue(options: { clock: Clock; pollIntervalMs?: number }): InProcessQueue {
  const { clock } = options;
  let log: Pick<JobLog, 'error'> = { error: () => {} };
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const jobs = new Map<number, WaitingJob>();
  const byKey = new Map<string, number>();
  let nextId = 1;
  let handlers: JobHandlers | undefined;
  let recurring: readonly RecurringTask[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function add<N extends JobName>(name: N, payload: JobPayloads[N], jobOptions: JobOptions = {}): Promise<void> {
    const runAt = clock().getTime() + (jobOptions.delayMs ?? 0);
    const existing = jobOptions.jobKey === undefined ? undefined : jobs.get(byKey.get(jobOptions.jobKey) ?? -1);
    if (existing) {
      existing.name = name;
      existing.payload = payload;
      existing.attempts = 0;
      existing.maxAttempts = jobOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      if (!jobOptions.keepRunAt) existing.runAt = runAt;
      return;
    }
    const job: WaitingJob = {
      id: nextId++,
      name,
      payload,
      runAt,
      attempts: 0,
      maxAttempts: jobOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      key: jobOptions.jobKey,
    };
    jobs.set(job.id, job);
    if (job.key !== undefined) byKey.set(job.key, job.id);
  }

  const queue = { add };

  function nextDue(): WaitingJob | undefined {
    const now = clock().getTime();
    let found: WaitingJob | undefined;
    for (const job of jobs.values()) if (job.runAt <= now && (!found || job.runAt < found.runAt)) found = job;
    return found;
  }

  async function work(job: WaitingJob): Promise<void> {
    // Taken off the queue (and its key freed) before it runs, as graphile-worker locks it: an add under
    // the same key while it runs makes a new waiting job.
    jobs.delete(job.id);
    if (job.key !== undefined && byKey.get(job.key) === job.id) byKey.delete(job.key);
    const handler = handlers?.[job.name] as ((payload: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`No handler for the job ${job.name}.`);
      await handler(job.payload);
    } catch (error) {
      job.attempts += 1;
      if (job.attempts >= job.maxAttempts) {
        log.error({ err: error, job: job.name, attempts: job.attempts }, 'job failed for the last time; given up');
        return;
      }
      log.error({ err: error, job: job.name, attempts: job.attempts }, 'job failed; it will be retried');
      job.runAt = clock().getTime() + retryDelayMs(job.attempts);
      // A newer add under the same key wins over the retry.
      if (job.key !== undefined && byKey.has(job.key)) return;
      jobs.set(job.id, job);
      if (job.key !== undefined) byKey.set(job.key, job.id);
    }
  }

  function runDue(): Promise<number> {
    running ??= (async () => {
      let count = 0;
      for (let job = nextDue(); job && !stopped; job = nextDue()) {
        await work(job);
        count += 1;
      }
      return count;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runDue().finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    add,
    define(given, tasks, appLog) {
      recurring = tasks;
      log = appLog;
      handlers = withRecurrence(queue, given, tasks, log);
    },
    async start() {
      stopped = false;
      await queueRecurring(queue, recurring);
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runDue,
    waiting: () =>
      [...jobs.values()].map((job) => ({ name: job.name, payload: job.payload, runAt: new Date(job.runAt), attempts: job.attempts })),
  };
}
