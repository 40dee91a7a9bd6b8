import type { FastifyInstance } from 'fastify';
import { analyticsContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { readSessionToken, userOfSession } from '../auth/sessions.ts';
import { createAnalyticsService } from './service.ts';

// Per client address; a tracker sends its events in batches, so even a busy visitor needs few requests.
const EVENT_REQUESTS_PER_MINUTE = 60;
const ONE_MINUTE_MS = 60_000;

export function analyticsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const analytics = createAnalyticsService(context);
    contractRoute(
      app,
      analyticsContracts.recordEvents,
      async (request, reply) => {
        // A public route, so no session check ran: a sender who is signed in is found here.
        const token = readSessionToken(request);
        const sender = token ? await userOfSession(context.db, context.clock, token) : undefined;
        const accepted = await analytics.record(request.body, sender);
        return reply.code(202).send({ accepted });
      },
      { config: { rateLimit: { max: EVENT_REQUESTS_PER_MINUTE, timeWindow: ONE_MINUTE_MS } } },
    );
  };
}
