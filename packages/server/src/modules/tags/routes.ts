import type { FastifyInstance } from 'fastify';
import { tagContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createTagService } from './service.ts';

export function tagRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createTagService(context);

    contractRoute(app, tagContracts.list, (request) => service.list(signedInUser(request)));
    contractRoute(app, tagContracts.create, async (request, reply) => {
      const { tag, created } = await service.create(signedInUser(request), request.body.name);
      return reply.code(created ? 201 : 200).send(tag);
    });
  };
}
