import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { HttpError } from '../../http-error.ts';

export function healthRoutes({ db, invalidEvents }: AppContext) {
  return async (app: FastifyInstance) => {
    contractRoute(app, healthContracts.check, async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'database_unavailable', 'The database cannot be reached.');
      }
      return { status: 'ok' as const, invalidAnalyticsEvents: invalidEvents.total() };
    });
  };
}
