import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseItemParamsSchema, courseParamsSchema, topicBodySchema, topicListResponseSchema, topicSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createTopicService } from './service.ts';

const tags = ['topics'];

export function topicRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const topics = createTopicService(context);

    routes.get(
      '/api/courses/:courseId/topics',
      { schema: { tags, summary: "The course's topics, by name", params: courseParamsSchema, response: { 200: topicListResponseSchema } } },
      (request) => topics.list(signedInUser(request), request.params.courseId),
    );

    routes.post(
      '/api/courses/:courseId/topics',
      { schema: { tags, summary: 'Add a topic to the course', params: courseParamsSchema, body: topicBodySchema, response: { 201: topicSchema } } },
      async (request, reply) => reply.code(201).send(await topics.create(signedInUser(request), request.params.courseId, request.body.name)),
    );

    routes.put(
      '/api/courses/:courseId/topics/:id',
      { schema: { tags, summary: 'Rename a topic', params: courseItemParamsSchema, body: topicBodySchema, response: { 200: topicSchema } } },
      (request) => topics.rename(signedInUser(request), request.params.courseId, request.params.id, request.body.name),
    );

    routes.delete(
      '/api/courses/:courseId/topics/:id',
      { schema: { tags, summary: 'Remove a topic from the course', params: courseItemParamsSchema } },
      async (request, reply) => {
        await topics.remove(signedInUser(request), request.params.courseId, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
