import type { FastifyInstance } from 'fastify';
import { courseCollectionContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseCollectionService } from './service.ts';

export function courseCollectionRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const collections = createCourseCollectionService(context);
    const { list, create, rename, remove } = courseCollectionContracts;
    contractRoute(app, list, (request) => collections.list(signedInUser(request)));
    contractRoute(app, create, async (request, reply) =>
      reply.code(201).send(await collections.create(signedInUser(request), request.body.title)),
    );
    contractRoute(app, rename, (request) => collections.rename(signedInUser(request), request.params.collectionId, request.body.title));
    contractRoute(app, remove, async (request, reply) => {
      await collections.remove(signedInUser(request), request.params.collectionId);
      return reply.code(204).send();
    });
  };
}
