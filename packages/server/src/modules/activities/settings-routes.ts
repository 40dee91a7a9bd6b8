import type { FastifyInstance } from 'fastify';
import type { ActivitySettingsContracts } from '@slidewise/core';
import type { z } from 'zod';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import type { ActivitySettingsService } from './settings-service.ts';

/**
 * GET {path}/:id/latest and PUT {path}/:id of a discussion, assessment, observation or conference: the
 * settings read, and the save from a version (stale → 409) where id "new" creates in courseId and answers 201.
 */
export function activitySettingsRoutes<Presented, Body>(
  app: FastifyInstance,
  contracts: ActivitySettingsContracts<z.ZodType<Body>, z.ZodType<Presented>>,
  service: ActivitySettingsService<Presented, Body>,
): void {
  contractRoute(app, contracts.latest, (request) => service.latest(signedInUser(request), request.params.id));
  contractRoute(app, contracts.save, async (request, reply) => {
    // The contract's schema has validated the body as the kind's; fastify's typing cannot follow a generic body.
    const { created, item } = await service.save(signedInUser(request), request.params.id, request.body as Body);
    return reply.code(created ? 201 : 200).send(item);
  });
}
