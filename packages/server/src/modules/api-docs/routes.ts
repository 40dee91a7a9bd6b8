import type { FastifyInstance } from 'fastify';
import { renderApiReference, type OpenApiDocument } from './render-api-reference.ts';

const tags = ['documentation'];

/** Both answers come from the one document @fastify/swagger builds from the routes' zod schemas. */
export function apiDocsRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/api/openapi.json', { schema: { tags, summary: 'This OpenAPI document' } }, async () => app.swagger());

    let page: string | undefined;
    app.get('/api/docs', { schema: { tags, summary: 'A readable reference of this API' } }, async (_request, reply) => {
      // The routes cannot change after start-up, so the page is rendered once.
      page ??= renderApiReference(app.swagger() as OpenApiDocument);
      return reply.type('text/html; charset=utf-8').send(page);
    });
  };
}
