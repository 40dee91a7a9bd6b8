import type { FastifyInstance } from 'fastify';
import { lessonAuthoringContracts, type LessonAuthoringSaveResponse } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createLessonAuthoringService } from './service.ts';

/**
 * A 200-slide deck of rich slides runs to a few megabytes of JSON, above the server's default body
 * limit (1 MiB); saves of a whole lesson get their own, larger one.
 */
export const LESSON_SAVE_BODY_LIMIT = 16 * 1024 * 1024;

export function lessonAuthoringRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const authoring = createLessonAuthoringService(context);
    const bodyLimit = Math.max(context.config.bodyLimit, LESSON_SAVE_BODY_LIMIT);

    contractRoute(app, lessonAuthoringContracts.config, (request) => authoring.config(signedInUser(request), request.params.id));
    contractRoute(
      app,
      lessonAuthoringContracts.save,
      async (request, reply) => {
        const json = await authoring.save(signedInUser(request), request.params.id, request.body);
        // Already the response's JSON (the slides' text was made once, for the database): sent as is.
        return reply.type('application/json; charset=utf-8').send(json as unknown as LessonAuthoringSaveResponse);
      },
      { bodyLimit },
    );
    contractRoute(app, lessonAuthoringContracts.otherCourses, (request) =>
      authoring.otherCourses(signedInUser(request), request.params.id),
    );
  };
}
