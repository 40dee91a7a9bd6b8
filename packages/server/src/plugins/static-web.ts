import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundReply } from './errors.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app when WEB_DIST_DIR holds one. A GET outside /api that matches no file answers
 * index.html, so the SPA's own router handles deep links; /api stays JSON, with its JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const servesWebApp = existsSync(join(webDistDir, 'index.html'));
  if (servesWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        const fingerprinted = path.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (servesWebApp && isPageRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return notFoundReply(request, reply);
  });
}
