import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseLessonsResponseSchema,
  courseParamsSchema,
  courseSchema,
  lessonCreateBodySchema,
  lessonOrderBodySchema,
  lessonParamsSchema,
  lessonPublishBodySchema,
  lessonResponseSchema,
  lessonUpdateBodySchema,
  lessonVersionQuerySchema,
  type LessonSummary,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createLessonService } from './service.ts';
import { lessonKindRoutes } from './kind-routes.ts';

const tags = ['lessons'];

export function lessonRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const lessons = createLessonService(context);

    routes.get(
      '/api/course/:courseId/lessons',
      {
        schema: {
          tags,
          summary: "The course's lessons in order (versionType Latest by default; Published lists published lessons as published)",
          params: courseParamsSchema,
          querystring: lessonVersionQuerySchema,
          response: { 200: courseLessonsResponseSchema },
        },
      },
      async (request, reply) => {
        const json = await lessons.listJson(signedInUser(request), request.params.courseId, request.query.versionType);
        // Already the response's JSON (built by the database): a string with a JSON type is sent as is, unserialised.
        return reply.type('application/json; charset=utf-8').send(json as unknown as LessonSummary[]);
      },
    );

    routes.post(
      '/api/course/:courseId/lessons',
      {
        schema: {
          tags,
          summary: 'Add a lesson of any of the five kinds, with its defaults, at the end of the course',
          params: courseParamsSchema,
          body: lessonCreateBodySchema,
          response: { 201: lessonResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await lessons.create(signedInUser(request), request.params.courseId, request.body)),
    );

    routes.put(
      '/api/course/:courseId/lessons/order',
      {
        schema: {
          tags,
          summary: "Put the course's lessons in the given order (every lesson id once); answers the Course",
          params: courseParamsSchema,
          body: lessonOrderBodySchema,
          response: { 200: courseSchema },
        },
      },
      (request) => lessons.reorder(signedInUser(request), request.params.courseId, request.body.lessonIds),
    );

    routes.post(
      '/api/course/:courseId/lessons/publish',
      {
        schema: {
          tags,
          summary: 'Publish the given lessons: isPublished, and their Latest version copied to the Published one; answers the Course',
          params: courseParamsSchema,
          body: lessonPublishBodySchema,
          response: { 200: courseSchema },
        },
      },
      (request) => lessons.publish(signedInUser(request), request.params.courseId, request.body.lessonIds),
    );

    routes.get(
      '/api/lessons/:id',
      { schema: { tags, summary: 'One lesson, Latest or Published version', params: lessonParamsSchema, querystring: lessonVersionQuerySchema, response: { 200: lessonResponseSchema } } },
      (request) => lessons.get(signedInUser(request), request.params.id, request.query.versionType),
    );

    routes.put(
      '/api/lessons/:id',
      {
        schema: {
          tags,
          summary: "Save the lesson's fields (Latest version) from the version given; a stale version answers 409 with the current lesson",
          params: lessonParamsSchema,
          body: lessonUpdateBodySchema,
          response: { 200: lessonResponseSchema },
        },
      },
      (request) => lessons.update(signedInUser(request), request.params.id, request.body),
    );

    await app.register(lessonKindRoutes(lessons));
  };
}
