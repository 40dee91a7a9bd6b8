import type { FastifyInstance } from 'fastify';
import type { ActivitySettingsContracts } from '@slidewise/core';
import type { z } from 'zod';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { withVersionTag } from '../../save-precondition.ts';
import type { ActivitySettingsService } from './settings-service.ts';

/**
 * GET {path}/:id/latest and PUT {path}/:id of a discussion, assessment, observation or conference: the
 * settings read with the ETag of its version, and the save from the version its body or If-Match names
 * (save-precondition.ts), where id "new" creates in courseId and answers 201.
 */
export function activitySettingsRoutes<Presented extends { version: number }, Body>(
  app: FastifyInstance,
  contracts: ActivitySettingsContracts<z.ZodType<Body>, z.ZodType<Presented>>,
  service: ActivitySettingsService<Presented, Body>,
): void {
  contractRoute(app, contracts.latest, async (request, reply) =>
    withVersionTag(reply, await service.latest(signedInUser(request), request.params.id)),
  );
  contractRoute(app, contracts.save, async (request, reply) => {
    // The contract's schema has validated the body as the kind's; fastify's typing cannot follow a generic body.
    const { created, item } = await service.save(
      signedInUser(request),
      request.params.id,
      request.body as Body,
      request.headers['if-match'],
    );
    return reply.code(created ? 201 : 200).send(withVersionTag(reply, item));
  });
}
