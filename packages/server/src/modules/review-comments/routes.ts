import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  courseItemParamsSchema,
  courseParamsSchema,
  reviewCommentCreateBodySchema,
  reviewCommentListResponseSchema,
  reviewCommentSchema,
  reviewCommentUpdateBodySchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createReviewCommentService } from './service.ts';

const tags = ['course review'];

export function reviewCommentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const comments = createReviewCommentService(context);

    routes.get(
      '/api/courses/:courseId/review-comments',
      { schema: { tags, summary: "The course's review comments, oldest first, resolved ones included", params: courseParamsSchema, response: { 200: reviewCommentListResponseSchema } } },
      (request) => comments.list(signedInUser(request), request.params.courseId),
    );

    routes.post(
      '/api/courses/:courseId/review-comments',
      { schema: { tags, summary: 'Comment on a lesson of the course, or on one of its slides', params: courseParamsSchema, body: reviewCommentCreateBodySchema, response: { 201: reviewCommentSchema } } },
      async (request, reply) => reply.code(201).send(await comments.create(signedInUser(request), request.params.courseId, request.body)),
    );

    routes.put(
      '/api/courses/:courseId/review-comments/:id',
      {
        schema: {
          tags,
          summary: 'Resolve or reopen a comment; its author may also change its text',
          params: courseItemParamsSchema,
          body: reviewCommentUpdateBodySchema,
          response: { 200: reviewCommentSchema },
        },
      },
      (request) => comments.update(signedInUser(request), request.params.courseId, request.params.id, request.body),
    );
  };
}
