import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lessonAuthoringConfigSchema,
  lessonAuthoringConflictPayloadSchema,
  lessonAuthoringParamsSchema,
  lessonAuthoringSaveBodySchema,
  lessonAuthoringSaveResponseSchema,
  otherCoursesResponseSchema,
  slideValidationPayloadSchema,
  type LessonAuthoringSaveResponse,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createLessonAuthoringService } from './service.ts';

const tags = ['lesson authoring'];

/**
 * A 200-slide deck of rich slides runs to a few megabytes of JSON, above the server's default body
 * limit (1 MiB); saves of a whole lesson get their own, larger one.
 */
export const LESSON_SAVE_BODY_LIMIT = 16 * 1024 * 1024;

export function lessonAuthoringRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const authoring = createLessonAuthoringService(context);
    const bodyLimit = Math.max(context.config.bodyLimit, LESSON_SAVE_BODY_LIMIT);

    routes.get(
      '/api/lesson-authoring/:id',
      {
        schema: {
          tags,
          summary: "The lesson config the slide editor opens with: the Latest slides, their state identifier and language, the lesson's titles and style",
          params: lessonAuthoringParamsSchema,
          response: { 200: lessonAuthoringConfigSchema },
        },
      },
      (request) => authoring.config(signedInUser(request), request.params.id),
    );

    routes.put(
      '/api/lesson-authoring/:id',
      {
        bodyLimit,
        schema: {
          tags,
          summary:
            'Save the whole deck from the state identifier it started from: each slide checked against its template, html sanitised, questions derived; a new identifier each save, 409 with the current slides when stale',
          params: lessonAuthoringParamsSchema,
          body: lessonAuthoringSaveBodySchema,
          response: { 200: lessonAuthoringSaveResponseSchema, 400: slideValidationPayloadSchema, 409: lessonAuthoringConflictPayloadSchema },
        },
      },
      async (request, reply) => {
        const json = await authoring.save(signedInUser(request), request.params.id, request.body);
        // Already the response's JSON (the slides' text was made once, for the database): sent as is.
        return reply.type('application/json; charset=utf-8').send(json as unknown as LessonAuthoringSaveResponse);
      },
    );

    routes.get(
      '/api/lesson-authoring/:id/other-courses',
      {
        schema: {
          tags,
          summary: "The account's courses with their slide lessons (the lesson's own course first), to insert slides from",
          params: lessonAuthoringParamsSchema,
          response: { 200: otherCoursesResponseSchema },
        },
      },
      (request) => authoring.otherCourses(signedInUser(request), request.params.id),
    );
  };
}
