import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http-error.ts';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send `Origin`
 * on cross-site POSTs; it must name our public address or the host the request was sent to.
 * Requests without `Origin` (curl, server-to-server) carry no ambient browser cookies to abuse.
 * Only the routes of state-changing methods get the check (as their own onRequest hook, first in line),
 * so reads never run it.
 */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  const crossSiteCheck: onRequestHookHandler = (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || origin === publicOrigin || hostOf(origin) === request.host) return done();
    done(new HttpError(403, 'cross_site_request', 'This request came from another site and was refused.'));
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => stateChangingMethods.has(method))) return;
    // A route whose caller proves itself with a token in the request (AICC's HACP) acts on no cookie, so
    // another site's request can do nothing the token's holder could not.
    if ((route.config as { tokenAuthenticated?: boolean } | undefined)?.tokenAuthenticated) return;
    route.onRequest = [crossSiteCheck, ...[route.onRequest ?? []].flat()];
  });
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
