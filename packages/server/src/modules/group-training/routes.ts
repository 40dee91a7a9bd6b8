import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  groupTrainingParamsSchema,
  groupTrainingPeopleResponseSchema,
  groupTrainingSessionParamsSchema,
  groupTrainingSessionSchema,
  groupTrainingSessionsQuerySchema,
  groupTrainingSessionsResponseSchema,
  groupTrainingStartBodySchema,
  groupTrainingUpdateBodySchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createGroupTrainingService } from './service.ts';

const tags = ['group-training'];

/** Group training sessions of a course (docs/decisions.md: observations, conferences and group training). */
export function groupTrainingRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const sessions = createGroupTrainingService(context);

    routes.get(
      '/api/courses/:courseId/group-training/sessions',
      { schema: { tags, summary: "A page of the course's group training sessions, newest first, with their attendees", params: groupTrainingParamsSchema, querystring: groupTrainingSessionsQuerySchema, response: { 200: groupTrainingSessionsResponseSchema } } },
      (request) => sessions.list(signedInUser(request), request.params.courseId, request.query),
    );

    routes.post(
      '/api/courses/:courseId/group-training/sessions',
      { schema: { tags, summary: 'Start a session (state started); the course must have group training switched on (409)', params: groupTrainingParamsSchema, body: groupTrainingStartBodySchema, response: { 201: groupTrainingSessionSchema } } },
      async (request, reply) => reply.code(201).send(await sessions.start(signedInUser(request), request.params.courseId, request.body)),
    );

    routes.put(
      '/api/courses/:courseId/group-training/sessions/:sessionId',
      { schema: { tags, summary: 'Rename, set attendees or end, resume, cancel a session from its version', params: groupTrainingSessionParamsSchema, body: groupTrainingUpdateBodySchema, response: { 200: groupTrainingSessionSchema } } },
      (request) => sessions.update(signedInUser(request), request.params.courseId, request.params.sessionId, request.body),
    );

    routes.get(
      '/api/courses/:courseId/group-training/people',
      { schema: { tags, summary: 'The learners the caller may add as attendees', params: groupTrainingParamsSchema, response: { 200: groupTrainingPeopleResponseSchema } } },
      (request) => sessions.people(signedInUser(request), request.params.courseId),
    );
  };
}
