import { describe, expect, it } from 'vitest';
import { manualClock } from '../test-support/test-app.ts';
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobHandlers } from './job-queue.ts';

function setUp() {
  const clock = manualClock();
  const errors: string[] = [];
  const queue = createInProcessQueue({ clock: clock.now });
  const log = { error: (_details: object, message: string) => void errors.push(message), warn: () => {}, debug: () => {} };
  const ran: string[] = [];
  let failuresLeft = 0;
  const handlers: JobHandlers = {
    'courses.scheduled-status': async () => void ran.push('scheduled-status'),
    'media.cleanup-uploads': async () => void ran.push('cleanup-uploads'),
    'analytics.event-partitions': async () => void ran.push('event-partitions'),
    'due.scan': async () => {
      ran.push('due-scan');
      if (failuresLeft-- > 0) throw new Error('the scan failed');
    },
    'notifications.email': async ({ userId }) => {
      if (failuresLeft-- > 0) throw new Error('the mail server is down');
      ran.push(`email:${userId}`);
    },
    'analytics.course-read-models': async () => void ran.push('course-read-models'),
    'documents.convert': async ({ conversionId }) => void ran.push(`convert:${conversionId}`),
    'ai.course-generation': async ({ courseId }) => void ran.push(`ai:${courseId}`),
    'ai.course-translation': async ({ translationId }) => void ran.push(`translate:${translationId}`),
    'work.recover-interrupted': async () => void ran.push('recover-interrupted'),
  };
  return {
    clock,
    queue,
    log,
    ran,
    errors,
    handlers,
    failNext: (times: number) => {
      failuresLeft = times;
    },
  };
}

describe('the in-process job queue', () => {
  it('runs a job once its delay has passed by the queue clock', async () => {
    const { clock, queue, log, ran, handlers } = setUp();
    queue.define(handlers, [], log);
    await queue.add('notifications.email', { userId: 'u1' }, { delayMs: 60_000 });
    expect(await queue.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['email:u1']);
  });

  it('keeps one waiting job per key; keepRunAt joins the waiting one instead of postponing it', async () => {
    const { clock, queue, log, ran, handlers } = setUp();
    queue.define(handlers, [], log);
    await queue.add('notifications.email', { userId: 'u1' }, { jobKey: 'digest:u1', delayMs: 10_000, keepRunAt: true });
    clock.advance(5_000);
    await queue.add('notifications.email', { userId: 'u1' }, { jobKey: 'digest:u1', delayMs: 10_000, keepRunAt: true });
    expect(queue.waiting()).toHaveLength(1);
    clock.advance(5_000);
    await queue.runDue();
    expect(ran).toEqual(['email:u1']);
    // Without keepRunAt the later add moves it.
    await queue.add('notifications.email', { userId: 'u2' }, { jobKey: 'digest:u2', delayMs: 10_000 });
    clock.advance(5_000);
    await queue.add('notifications.email', { userId: 'u2' }, { jobKey: 'digest:u2', delayMs: 10_000 });
    clock.advance(5_000);
    expect(await queue.runDue()).toBe(0);
  });

  it('retries a failed job later, and gives it up after its attempts', async () => {
    const { clock, queue, log, ran, errors, handlers, failNext } = setUp();
    queue.define(handlers, [], log);
    failNext(1);
    await queue.add('notifications.email', { userId: 'u1' });
    await queue.runDue();
    expect(ran).toEqual([]);
    expect(queue.waiting()).toMatchObject([{ name: 'notifications.email', attempts: 1 }]);
    clock.advance(2_000);
    await queue.runDue();
    expect(ran).toEqual(['email:u1']);

    failNext(2);
    await queue.add('notifications.email', { userId: 'u2' }, { maxAttempts: 2 });
    await queue.runDue();
    clock.advance(4_000);
    await queue.runDue();
    expect(queue.waiting()).toEqual([]);
    expect(errors).toContain('job failed for the last time; given up');
  });

  it('runs a recurring task at start and then every period, a failed run included', async () => {
    const { clock, queue, log, ran, errors, handlers, failNext } = setUp();
    queue.define(handlers, [{ name: 'due.scan', everyMs: 60_000 }], log);
    await queue.start();
    failNext(1);
    await queue.runDue();
    expect(ran).toEqual(['due-scan']);
    expect(errors).toEqual(['recurring task failed; it runs again at its next time']);
    clock.advance(59_999);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    await queue.runDue();
    expect(ran).toEqual(['due-scan', 'due-scan']);
    // Starting again (another start of the process) does not add a second chain.
    await queue.start();
    expect(queue.waiting()).toHaveLength(1);
    await queue.stop();
  });

  it('stops after the job in progress and runs nothing more', async () => {
    const { queue, log, ran, handlers } = setUp();
    queue.define(handlers, [], log);
    await queue.add('notifications.email', { userId: 'u1' });
    await queue.add('notifications.email', { userId: 'u2' });
    const running = queue.runDue();
    await queue.stop();
    await running;
    expect(ran.length).toBeLessThanOrEqual(1);
  });
});
