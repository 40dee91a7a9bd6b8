import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send `Origin`
 * on cross-site POSTs; it must name our public address or the host the request was sent to.
 * Requests without `Origin` (curl, server-to-server) carry no ambient browser cookies to abuse.
 */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!stateChangingMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin || hostOf(origin) === request.host) return;
    throw new HttpError(403, 'cross_site_request', 'This request came from another site and was refused.');
  });
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
