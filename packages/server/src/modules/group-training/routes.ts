import type { FastifyInstance } from 'fastify';
import { groupTrainingContracts as calls } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createGroupTrainingService } from './service.ts';

/** Group training sessions of a course (docs/decisions.md: observations, conferences and group training). */
export function groupTrainingRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const sessions = createGroupTrainingService(context);

    contractRoute(app, calls.sessions, (request) => sessions.list(signedInUser(request), request.params.courseId, request.query));
    contractRoute(app, calls.start, async (request, reply) =>
      reply.code(201).send(await sessions.start(signedInUser(request), request.params.courseId, request.body)),
    );
    contractRoute(app, calls.update, (request) =>
      sessions.update(signedInUser(request), request.params.courseId, request.params.sessionId, request.body),
    );
    contractRoute(app, calls.people, (request) => sessions.people(signedInUser(request), request.params.courseId));
  };
}
