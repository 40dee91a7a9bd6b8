import { courseLibraryContracts } from '@slidewise/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseLibraryService } from './service.ts';

export function courseLibraryRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createCourseLibraryService(context);

    contractRoute(app, courseLibraryContracts.list, async () => service.list());
    contractRoute(app, courseLibraryContracts.get, async (request) => service.get(request.params.libraryCourseId));
    contractRoute(app, courseLibraryContracts.import, async (request, reply) =>
      reply.code(201).send(await service.import(signedInUser(request), request.params.libraryCourseId)),
    );
  };
}
