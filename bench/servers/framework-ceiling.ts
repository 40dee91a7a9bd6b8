import Fastify, { type FastifyInstance } from 'fastify';

export const FRAMEWORK_CEILING_PATH = '/constant';
export const FRAMEWORK_CEILING_BODY = { ok: true } as const;

/** The framework's ceiling: Fastify with nothing registered but one route answering a constant. */
export function buildFrameworkCeiling(): FastifyInstance {
  const app = Fastify();
  app.get(FRAMEWORK_CEILING_PATH, async () => FRAMEWORK_CEILING_BODY);
  return app;
}
