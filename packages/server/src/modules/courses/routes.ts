import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseListQuerySchema, courseListResponseSchema, courseSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseService } from './service.ts';

const tags = ['courses'];
const courseParamsSchema = z.object({ courseId: z.string().min(1).max(100) });

export function courseRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const courses = createCourseService(context);

    routes.get(
      '/api/courses',
      { schema: { tags, summary: "The account's courses as mini courses, newest first", querystring: courseListQuerySchema, response: { 200: courseListResponseSchema } } },
      (request) => courses.list(signedInUser(request), request.query),
    );

    routes.get(
      '/api/courses/:courseId',
      { schema: { tags, summary: 'One course of the account', params: courseParamsSchema, response: { 200: courseSchema } } },
      (request) => courses.get(signedInUser(request), request.params.courseId),
    );
  };
}
