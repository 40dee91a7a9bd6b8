import { documentContracts } from '@slidewise/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createConversionService } from './conversion-service.ts';

export function documentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const service = createConversionService(context);

    contractRoute(app, documentContracts.courseFromDocument, async (request, reply) =>
      reply.code(202).send(await service.start(signedInUser(request), request.body, { kind: 'course' })),
    );
    contractRoute(app, documentContracts.lessonFromDocument, async (request, reply) =>
      reply.code(202).send(await service.start(signedInUser(request), request.body, { kind: 'lesson', courseId: request.params.courseId })),
    );
    contractRoute(app, documentContracts.conversion, (request) => service.get(signedInUser(request), request.params.conversionId));
  };
}
