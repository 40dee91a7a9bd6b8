import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { authoringPermissions, isReadOnly } from '@slidewise/core';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { assertPlanAccess } from './plan-limits.ts';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const readOnlyPerson = () => new HttpError(403, 'read_only', 'This is a demo user: you can look at everything but change nothing.');

/**
 * Two refusals that depend on who writes rather than on the route: a demo user writes nothing, whatever
 * else they hold (docs/permissions.md); and the authoring writes wait for a plan with access (spec §3.7
 * planAccess, checked with one primary-key read). Added as a preHandler to each write route that needs
 * a session, so reads and public calls never pay for it.
 */
export function registerAccountWriteGuards(app: FastifyInstance, db: Database): void {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    const user = request.user;
    if (!user) return;
    if (isReadOnly(user)) throw readOnlyPerson();
    const permission = request.routeOptions.config.permission;
    // The session's read already says whether the plan is locked; the reason is read only when it is.
    if (user.authoringLocked && permission !== undefined && authoringPermissions.includes(permission))
      await assertPlanAccess(db, user.accountId);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const permission = route.config?.permission;
    if (permission === undefined || permission === 'public' || !methods.some((method) => writeMethods.has(method))) return;
    route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
  });
}
