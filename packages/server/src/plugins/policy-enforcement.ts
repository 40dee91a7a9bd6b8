import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import type { RoleIdentifier } from '@slidewise/core';
import type { Database } from '../db/client.ts';
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
 * then checked before its body is even validated: no session → 401, no allowed role → 403. The policy is
 * looked up once, when the route registers, and only routes that are not public get the check, as their
 * own onRequest hook ahead of the route's others (a rate limit counts only signed-in callers). Returns the
 * list of /api routes with their policies, filled as they register.
 */
export function registerPolicyEnforcement(app: FastifyInstance, db: Database, clock: Clock): RegisteredRoute[] {
  const apiRoutes: RegisteredRoute[] = [];
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const policies = new Set<RoutePolicy | undefined>();
    for (const method of [route.method].flat()) {
      // HEAD routes mirror their GET route and follow its policy (policyFor reads HEAD as GET). Fastify also
      // adds one for the trailing-slash twin of a prefixed plugin's root, which has no entry: refused below.
      const policy = policyFor(method, route.url);
      if (policy === undefined && method !== 'HEAD') {
        throw new Error(
          `Route ${method} ${route.url} has no permission: declare it as a contract in packages/core/src/contracts (listed in allContracts).`,
        );
      }
      const permission = route.config?.permission;
      if (permission !== undefined && policyOfPermission(permission) !== policy) {
        throw new Error(`Route ${method} ${route.url} was registered with a permission its contract does not declare.`);
      }
      policies.add(policy);
      if (method !== 'HEAD' && policy !== undefined) apiRoutes.push({ method, url: route.url, policy });
    }
    // One route for several methods with different policies would need the method at request time: not done here.
    if (policies.size > 1) throw new Error(`Route ${route.url} serves methods with different policies: register one route per policy.`);
    const [policy] = policies;
    if (policy === 'public') return;
    // Fail closed: a route without a policy answers 403 to everyone.
    const check = policy === undefined ? refuseEveryone : sessionCheck(policy, db, clock);
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });

  return apiRoutes;
}

const refuseEveryone: onRequestHookHandler = (_request, _reply, done) => done(forbidden());

/** The onRequest hook of a route that is not public: the session's user, who must hold one of the policy's roles. */
function sessionCheck(roles: readonly RoleIdentifier[], db: Database, clock: Clock): onRequestAsyncHookHandler {
  return async (request) => {
    const token = readSessionToken(request);
    const user = token ? await userOfSession(db, clock, token) : undefined;
    if (!user) throw unauthenticated();
    if (!isAllowed(roles, user.roles)) throw forbidden();
    request.user = user;
  };
}
