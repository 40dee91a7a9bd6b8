import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentParamsSchema, contentBodySchema, discussionCommentSchema } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCommentService } from './service.ts';

const tags = ['comments'];

/** Spec §7: comment edit and delete, for discussion posts and assessment submissions alike. */
export function commentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const comments = createCommentService(context);

    routes.put(
      '/api/comments/:id',
      { schema: { tags, summary: "Change a comment's content (its author only); the html is sanitised", params: commentParamsSchema, body: contentBodySchema, response: { 200: discussionCommentSchema } } },
      (request) => comments.edit(signedInUser(request), request.params.id, request.body.content),
    );

    routes.delete(
      '/api/comments/:id',
      { schema: { tags, summary: 'Delete a comment (its author, or a facilitator, author or administrator)', params: commentParamsSchema } },
      async (request, reply) => {
        await comments.remove(signedInUser(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
