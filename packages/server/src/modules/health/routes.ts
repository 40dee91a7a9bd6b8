import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';

export function healthRoutes({ db }: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      { schema: { tags: ['health'], summary: 'Whether the server can reach its database', response: { 200: z.object({ status: z.literal('ok') }) } } },
      async (request) => {
        try {
          await db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          throw new HttpError(503, 'database_unavailable', 'The database cannot be reached.');
        }
        return { status: 'ok' as const };
      },
    );
  };
}
