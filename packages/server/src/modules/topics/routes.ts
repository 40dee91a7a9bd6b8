import type { FastifyInstance } from 'fastify';
import { topicContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createTopicService } from './service.ts';

export function topicRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const topics = createTopicService(context);

    contractRoute(app, topicContracts.list, (request) => topics.list(signedInUser(request), request.params.courseId));
    contractRoute(app, topicContracts.create, async (request, reply) =>
      reply.code(201).send(await topics.create(signedInUser(request), request.params.courseId, request.body.name)),
    );
    contractRoute(app, topicContracts.rename, (request) =>
      topics.rename(signedInUser(request), request.params.courseId, request.params.id, request.body.name),
    );
    contractRoute(app, topicContracts.remove, async (request, reply) => {
      await topics.remove(signedInUser(request), request.params.courseId, request.params.id);
      return reply.code(204).send();
    });
  };
}
