import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseParamsSchema, courseResultsResponseSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseResultsService } from './service.ts';

export function courseResultsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const service = createCourseResultsService(context);
    routes.get(
      '/api/courses/:courseId/results',
      { schema: { tags: ['course results'], summary: "Each learner's progress and scores in the course", params: courseParamsSchema, response: { 200: courseResultsResponseSchema } } },
      (request) => service.results(signedInUser(request), request.params.courseId),
    );
  };
}
