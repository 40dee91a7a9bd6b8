import type { FastifyInstance } from 'fastify';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiDocsContentSecurityPolicy } from './content-security-policy.ts';

const tags = ['documentation'];

/**
 * The OpenAPI document @fastify/swagger builds from the routes' zod schemas, and Swagger UI reading it at
 * /api/docs. Swagger UI's script and styles are served from the installed package (no CDN: the reference
 * works offline and on a closed network).
 */
export function apiDocsRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/api/openapi.json', { schema: { tags, summary: 'This OpenAPI document' } }, async () => app.swagger());

    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: apiDocsContentSecurityPolicy,
      theme: { title: 'Slidewise API reference' },
      // BaseLayout leaves out the "Explore" bar (a box for loading other documents) and its Swagger logo,
      // an inline SVG whose <style> the content security policy would block.
      uiConfig: { layout: 'BaseLayout', deepLinking: true, displayRequestDuration: true },
    });
  };
}
