import type { FastifyInstance } from 'fastify';
import { courseTranslationContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseTranslationService } from './service.ts';

export function courseTranslationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const translations = createCourseTranslationService(context);
    contractRoute(app, courseTranslationContracts.list, (request) => translations.list(signedInUser(request), request.params.courseId));
    // 202: the run is accepted and goes on in its job; the answer is its state, to poll in the list.
    contractRoute(app, courseTranslationContracts.translate, async (request, reply) =>
      reply.code(202).send(await translations.translate(signedInUser(request), request.params.courseId, request.body.language)),
    );
    contractRoute(app, courseTranslationContracts.stop, (request) =>
      translations.stop(signedInUser(request), request.params.courseId, request.params.translationId),
    );
  };
}
