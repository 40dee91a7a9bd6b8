import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { LogLevel } from '../config.ts';

/** Lines are written in batches of about this many bytes: a busy server makes one write per batch, not one per line. */
const LOG_BATCH_BYTES = 4096;
/** A quiet server's lines still reach the log within this long. */
const LOG_FLUSH_MS = 500;

/**
 * One access-log line per request, when it is answered: method, URL, client address, status and response
 * time together. Fastify's default also writes an "incoming request" line, which doubled the cost of
 * logging a read. A request that fails is logged at error level with its error, as before.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export interface Logging {
  /** Fastify's logger and log controller. */
  options: Pick<FastifyServerOptions, 'logger' | 'logController'>;
  /** Writes out the lines still buffered (the app's onClose). */
  flush(): void;
}

/**
 * pino at the configured level on standard output (or the given file), one line per request, the lines buffered and written
 * synchronously in batches (when LOG_BATCH_BYTES are waiting, every LOG_FLUSH_MS, when the app closes and
 * when the process exits) instead of one write system call per line.
 */
export function createLogging(level: LogLevel, destination: number | string = process.stdout.fd): Logging {
  if (level === 'silent') return { options: { logger: { level } }, flush() {} };
  const stream = pino.destination({ dest: destination, sync: true, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  const flush = () => stream.flushSync();
  // A crash or process.exit still writes what was logged before it.
  process.once('exit', flush);
  return {
    options: { logger: { level, stream }, logController: new OneLinePerRequest() },
    flush() {
      flush();
      process.removeListener('exit', flush);
    },
  };
}
