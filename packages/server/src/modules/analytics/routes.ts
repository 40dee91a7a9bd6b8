import type { FastifyInstance } from 'fastify';
import { analyticsContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { readSessionToken } from '../auth/sessions.ts';
import { createAnalyticsService } from './service.ts';

export function analyticsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const analytics = createAnalyticsService(context);
    contractRoute(
      app,
      analyticsContracts.recordEvents,
      async (request, reply) => {
        // A public route, so no session check ran: a sender who is signed in is found here, read at most
        // every few seconds (what a stale read could do is append that person's own events: recent-sessions.ts).
        const token = readSessionToken(request);
        const sender = token ? await context.recentSessions.userOf(token) : undefined;
        const accepted = await analytics.record(request.body, sender);
        return reply.code(202).send({ accepted });
      },
      // Per client address: anyone may call it, so nobody may flood the table. Counted in memory and shared
      // through the database once a second: a trackers' route too busy for an upsert per request.
      {
        config: {
          rateLimit: { max: context.config.eventsRateLimit.max, timeWindow: context.config.eventsRateLimit.windowMs, countInMemory: true },
        },
      },
    );
  };
}
