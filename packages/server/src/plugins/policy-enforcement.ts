import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import { isAllowed, policyFor, policyOfPermission, type RoutePolicy } from '../policy.ts';
import { forbidden, unauthenticated } from '../http-error.ts';
import { readSessionToken, userOfSession } from '../modules/auth/sessions.ts';
import type { SignedInUser } from '../modules/auth/session-repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set for every route that is not public. */
    user: SignedInUser | null;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it: 'public', or the roles of which the caller needs one. */
  policy: RoutePolicy;
}

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Every /api route needs a permission: from its contract (core/contracts), or else from the legacy part of
 * the policy table (src/policy.ts) while routes move to contracts; registering one without fails start-up. Each request is
 * then checked before its body is even validated: no session → 401, no allowed role → 403. Returns the
 * list of /api routes with their policies, filled as they register.
 */
export function registerPolicyEnforcement(app: FastifyInstance, db: Executor, clock: Clock): RegisteredRoute[] {
  const apiRoutes: RegisteredRoute[] = [];
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    for (const method of [route.method].flat()) {
      // HEAD routes mirror their GET route and follow its policy.
      if (method === 'HEAD') continue;
      const policy = policyFor(method, route.url);
      if (policy === undefined) {
        throw new Error(
          `Route ${method} ${route.url} has no permission: declare it as a contract in packages/core/src/contracts (listed in allContracts).`,
        );
      }
      const permission = route.config?.permission;
      if (permission !== undefined && policyOfPermission(permission) !== policy) {
        throw new Error(`Route ${method} ${route.url} was registered with a permission its contract does not declare.`);
      }
      apiRoutes.push({ method, url: route.url, policy });
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !isApiRoute(url)) return;
    const policy = policyFor(request.method, url);
    if (policy === 'public') return;
    // Fail closed: start-up already refuses routes without a permission, so this only guards against surprises.
    if (policy === undefined) throw forbidden();
    const token = readSessionToken(request);
    const user = token ? await userOfSession(db, clock, token) : undefined;
    if (!user) throw unauthenticated();
    if (!isAllowed(policy, user.roles)) throw forbidden();
    request.user = user;
  });

  return apiRoutes;
}
