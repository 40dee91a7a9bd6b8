// The job queue on PostgreSQL: graphile-worker keeps the jobs in the database (schema graphile_worker), so
// any server may add one and exactly one server works it, a job of a server that died is taken up again,
// and a failed one is retried with a growing delay.
//
// The queue opens its own small pool rather than borrowing the app's: graphile-worker holds one connection
// for good (LISTEN for new jobs) and takes another for every job it fetches or completes, so in a pool of
// DATABASE_POOL_SIZE=1 it would wait for ever behind itself, and in a small pool it would starve requests.
import { Logger, makeWorkerUtils, run, type LogLevel, type Runner, type TaskList, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import {
  queueRecurring,
  withRecurrence,
  type JobHandlers,
  type JobName,
  type JobOptions,
  type JobPayloads,
  type JobRunner,
  type JobLog,
  type RecurringTask,
  DEFAULT_MAX_ATTEMPTS,
} from './job-queue.ts';
import { withMigrationLock } from '../db/migrate.ts';

export interface GraphileQueueOptions {
  /** The database the jobs live in (DATABASE_URL); the queue connects to it through its own pool. */
  connectionString: string;
  /** How often a worker looks for jobs whose time has come (new jobs due now are announced at once). */
  pollIntervalMs: number;
  concurrency?: number;
}

const DEFAULT_CONCURRENCY = 2;

/**
 * Connections the queue's own pool opens: the runner's LISTEN connection, one per job worked at once, and
 * one for adding jobs and the migration lock. Added to DATABASE_POOL_SIZE in docs/operations.md.
 */
export const queueConnections = (concurrency: number) => concurrency + 2;

/** Opens the queue and brings its tables up to date (safe when several servers start at once). */
export async function createGraphileQueue(options: GraphileQueueOptions): Promise<JobRunner> {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const pool = new pg.Pool({ connectionString: options.connectionString, max: queueConnections(concurrency) });
  // An idle connection dropped by the database must not crash the process; the next use reconnects.
  pool.on('error', () => {});
  // Until the app gives its log (define), problems go to standard error.
  let log: JobLog = { error: (details, message) => console.error(message, details), warn: () => {}, debug: () => {} };
  const logger = graphileLogger(() => log);
  // graphile-worker installs its schema without a lock: two servers starting at once on a fresh database
  // would both create it, so they take turns under the migration lock.
  const utils: WorkerUtils = await withMigrationLock(pool, async () => {
    const made = await makeWorkerUtils({ pgPool: pool, logger });
    await made.migrate();
    return made;
  });
  let taskList: TaskList = {};
  let recurring: readonly RecurringTask[] = [];
  let runner: Runner | undefined;

  async function add<N extends JobName>(name: N, payload: JobPayloads[N], jobOptions: JobOptions = {}): Promise<void> {
    await utils.addJob(name as string, payload as unknown, {
      ...(jobOptions.jobKey === undefined
        ? {}
        : { jobKey: jobOptions.jobKey, jobKeyMode: jobOptions.keepRunAt ? 'preserve_run_at' : 'replace' }),
      ...(jobOptions.delayMs ? { runAt: new Date(Date.now() + jobOptions.delayMs) } : {}),
      maxAttempts: jobOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    });
  }

  return {
    add,
    define(handlers: JobHandlers, tasks, appLog) {
      recurring = tasks;
      log = appLog;
      const wrapped = withRecurrence({ add }, handlers, tasks, appLog);
      taskList = Object.fromEntries(
        Object.entries(wrapped).map(([name, handler]) => [name, (payload: unknown) => handler(payload as never)]),
      );
    },
    async start() {
      await queueRecurring({ add }, recurring);
      runner = await run({
        pgPool: pool,
        taskList,
        concurrency,
        pollInterval: options.pollIntervalMs,
        // The server's own SIGTERM handling stops the runner, then the app, then the pool (main.ts).
        noHandleSignals: true,
        logger,
      });
    },
    async stop() {
      await runner?.stop();
      runner = undefined;
      await utils.release();
      await pool.end();
    },
  };
}

/** graphile-worker's messages in the server's log: its routine chatter at debug, problems as they are. */
function graphileLogger(currentLog: () => JobLog): Logger {
  return new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const log = currentLog();
    const details = { scope, ...(typeof meta === 'object' && meta !== null ? meta : {}) };
    if (level === 'error') log.error(details, message);
    else if (level === 'warning') log.warn(details, message);
    else log.debug(details, message);
  });
}
