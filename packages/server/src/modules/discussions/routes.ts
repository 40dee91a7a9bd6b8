import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  commentPageSchema,
  commentsQuerySchema,
  contentBodySchema,
  discussionCommentSchema,
  discussionParamsSchema,
  discussionPostParamsSchema,
  discussionPostSchema,
  discussionPostsQuerySchema,
  discussionPostsResponseSchema,
  discussionSummariesQuerySchema,
  discussionSummariesResponseSchema,
  learnerDiscussionSchema,
  postsCommentsQuerySchema,
  postsCommentsResponseSchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { createActivitySummaries } from '../activities/summaries-service.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCommentService } from '../comments/service.ts';
import { discussionKind } from './kind.ts';
import { createDiscussionService } from './service.ts';

const { tags } = discussionKind;

/** Spec §7 Discussions, with the learner calls of issue 6 (a post, the learner's view). */
export function discussionRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const summaries = createActivitySummaries(context, discussionKind);
    const discussions = createDiscussionService(context);
    const comments = createCommentService(context);

    routes.get(
      '/api/discussions/summaries',
      { schema: { tags, summary: "The account's discussions (of courseId when given), with the posts the caller sees", querystring: discussionSummariesQuerySchema, response: { 200: discussionSummariesResponseSchema } } },
      (request) => summaries(signedInUser(request), request.query),
    );

    activitySettingsRoutes(routes, discussionKind, createActivitySettingsService(context, discussionKind));

    routes.get(
      '/api/discussions/:id/posts',
      { schema: { tags, summary: 'A page of posts, newest first, each with a page of its newest comments', params: discussionParamsSchema, querystring: discussionPostsQuerySchema, response: { 200: discussionPostsResponseSchema } } },
      (request) => discussions.posts(signedInUser(request), request.params.id, request.query),
    );

    routes.post(
      '/api/discussions/:id/posts',
      { schema: { tags, summary: 'Write a post (learners while the discussion is open); the html is sanitised', params: discussionParamsSchema, body: contentBodySchema, response: { 201: discussionPostSchema } } },
      async (request, reply) => reply.code(201).send(await discussions.createPost(signedInUser(request), request.params.id, request.body.content)),
    );

    routes.get(
      '/api/discussions/:id/posts/comments',
      { schema: { tags, summary: 'The same page of comments of each of postIds, newest first', params: discussionParamsSchema, querystring: postsCommentsQuerySchema, response: { 200: postsCommentsResponseSchema } } },
      (request) => discussions.commentsOfPosts(signedInUser(request), request.params.id, request.query),
    );

    routes.get(
      '/api/discussions/:id/posts/:postId/comments',
      { schema: { tags, summary: "A page of a post's comments, newest first", params: discussionPostParamsSchema, querystring: commentsQuerySchema, response: { 200: commentPageSchema } } },
      (request) => comments.list(signedInUser(request), 'Discussion', request.params.id, request.params.postId, request.query),
    );

    routes.post(
      '/api/discussions/:id/posts/:postId/comments',
      { schema: { tags, summary: 'Comment on a post; the html is sanitised', params: discussionPostParamsSchema, body: contentBodySchema, response: { 201: discussionCommentSchema } } },
      async (request, reply) => reply.code(201).send(await comments.add(signedInUser(request), 'Discussion', request.params.id, request.params.postId, request.body.content)),
    );

    routes.delete(
      '/api/discussions/:id/posts/:postId',
      { schema: { tags, summary: 'Delete a post and its comments (its author, or a facilitator, author or administrator)', params: discussionPostParamsSchema } },
      async (request, reply) => {
        await discussions.deletePost(signedInUser(request), request.params.id, request.params.postId);
        return reply.code(204).send();
      },
    );

    routes.get(
      '/api/discussions/:id/learner',
      { schema: { tags, summary: 'The published discussion as a learner of its course sees it', params: discussionParamsSchema, response: { 200: learnerDiscussionSchema } } },
      (request) => discussions.learnerView(signedInUser(request), request.params.id),
    );
  };
}
