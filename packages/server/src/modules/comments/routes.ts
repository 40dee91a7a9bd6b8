import type { FastifyInstance } from 'fastify';
import { commentContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCommentService } from './service.ts';

/** Spec §7: comment edit and delete, for discussion posts and assessment submissions alike. */
export function commentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const comments = createCommentService(context);

    contractRoute(app, commentContracts.edit, (request) => comments.edit(signedInUser(request), request.params.id, request.body.content));
    contractRoute(app, commentContracts.remove, async (request, reply) => {
      await comments.remove(signedInUser(request), request.params.id);
      return reply.code(204).send();
    });
  };
}
