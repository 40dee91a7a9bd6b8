import type { FastifyInstance } from 'fastify';
import { testClockContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import type { MovableClock } from '../../clock.ts';
import { contractRoute } from '../../contract-route.ts';
import { runDueStatusChanges } from '../courses/scheduler.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { runDueScan } from './due-scan.ts';

/**
 * POST /api/test/clock, registered only with TEST_CLOCK=true (config.ts refuses it in production): sets the
 * server's clock, then runs what the clock drives at once (the scheduler and the due scan), so a browser
 * test sees the result of a move without waiting for the jobs' next turn.
 */
export function testClockRoutes(context: AppContext, clock: MovableClock) {
  return async (app: FastifyInstance) => {
    const notify = createNotifier(context);
    contractRoute(app, testClockContracts.move, async (request) => {
      clock.moveTo(new Date(request.body.now));
      await runDueStatusChanges(context.db, clock.now());
      await runDueScan(context, notify);
      return { now: clock.now().toISOString() };
    });
  };
}
