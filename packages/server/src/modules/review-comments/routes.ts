import type { FastifyInstance } from 'fastify';
import { reviewCommentContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createReviewCommentService } from './service.ts';

export function reviewCommentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const comments = createReviewCommentService(context);

    contractRoute(app, reviewCommentContracts.list, (request) => comments.list(signedInUser(request), request.params.courseId));
    contractRoute(app, reviewCommentContracts.create, async (request, reply) =>
      reply.code(201).send(await comments.create(signedInUser(request), request.params.courseId, request.body)),
    );
    contractRoute(app, reviewCommentContracts.update, (request) =>
      comments.update(signedInUser(request), request.params.courseId, request.params.id, request.body),
    );
  };
}
