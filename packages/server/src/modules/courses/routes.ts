import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentNavigationQuerySchema,
  contentNavigationResponseSchema,
  courseCreateBodySchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseParamsSchema,
  courseSchema,
  courseUpdateBodySchema,
  type Course,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCourseService } from './service.ts';
import { createContentNavigationService } from './content-navigation.ts';
import { courseSettingsRoutes } from './settings-routes.ts';
import { courseStatusRoutes } from './status-routes.ts';

const tags = ['courses'];
const conflictNote = 'A stale version answers 409 { message, code: conflict, details: { current: Course } } and writes nothing.';

export function courseRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const courses = createCourseService(context);
    const contentNavigation = createContentNavigationService(context);

    routes.get(
      '/api/courses',
      { schema: { tags, summary: "The account's courses as mini courses, newest first", querystring: courseListQuerySchema, response: { 200: courseListResponseSchema } } },
      (request) => courses.list(signedInUser(request), request.query),
    );

    routes.post(
      '/api/courses',
      { schema: { tags, summary: 'Create a Draft course with the spec defaults', body: courseCreateBodySchema, response: { 201: courseSchema } } },
      async (request, reply) => reply.code(201).send(await courses.create(signedInUser(request), request.body)),
    );

    // Registered before /api/courses/:courseId reads it as an id (a static segment wins either way; this keeps it readable).
    routes.get(
      '/api/courses/contentNavigation',
      {
        schema: {
          tags,
          summary: "The course's published lessons in order, with the previous and next of lessonId",
          querystring: contentNavigationQuerySchema,
          response: { 200: contentNavigationResponseSchema },
        },
      },
      (request) => contentNavigation(signedInUser(request), request.query),
    );

    routes.get(
      '/api/courses/:courseId',
      { schema: { tags, summary: 'One course of the account', params: courseParamsSchema, response: { 200: courseSchema } } },
      async (request, reply) => {
        const course = await courses.get(signedInUser(request), request.params.courseId);
        // The editor's hot read: assembleCourse builds a valid Course by construction (defaults, stored
        // fields that pass the schema, typed columns), so it skips the response re-validation.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(course) as unknown as Course);
      },
    );

    routes.put(
      '/api/courses/:courseId',
      {
        schema: {
          tags,
          summary: `Save course data, merged over the stored course, from the version given. ${conflictNote}`,
          params: courseParamsSchema,
          body: courseUpdateBodySchema,
          response: { 200: courseSchema },
        },
      },
      (request) => courses.update(signedInUser(request), request.params.courseId, request.body),
    );

    await app.register(courseSettingsRoutes(context));
    await app.register(courseStatusRoutes(context));
  };
}
