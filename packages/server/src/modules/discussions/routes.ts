import type { FastifyInstance } from 'fastify';
import { discussionContracts as calls } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { createActivitySummaries } from '../activities/summaries-service.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCommentService } from '../comments/service.ts';
import { discussionKind } from './kind.ts';
import { createDiscussionService } from './service.ts';

/** Spec §7 Discussions, with the learner calls of issue 6 (a post, the learner's view). */
export function discussionRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const summaries = createActivitySummaries(context, discussionKind);
    const discussions = createDiscussionService(context);
    const comments = createCommentService(context);

    contractRoute(app, calls.summaries, (request) => summaries(signedInUser(request), request.query));
    activitySettingsRoutes(app, discussionKind.settings, createActivitySettingsService(context, discussionKind));
    contractRoute(app, calls.posts, (request) => discussions.posts(signedInUser(request), request.params.id, request.query));
    contractRoute(app, calls.createPost, async (request, reply) =>
      reply.code(201).send(await discussions.createPost(signedInUser(request), request.params.id, request.body.content)),
    );
    contractRoute(app, calls.commentsOfPosts, (request) =>
      discussions.commentsOfPosts(signedInUser(request), request.params.id, request.query),
    );
    contractRoute(app, calls.postComments, (request) =>
      comments.list(signedInUser(request), 'Discussion', request.params.id, request.params.postId, request.query),
    );
    contractRoute(app, calls.addComment, async (request, reply) =>
      reply
        .code(201)
        .send(await comments.add(signedInUser(request), 'Discussion', request.params.id, request.params.postId, request.body.content)),
    );
    contractRoute(app, calls.deletePost, async (request, reply) => {
      await discussions.deletePost(signedInUser(request), request.params.id, request.params.postId);
      return reply.code(204).send();
    });
    contractRoute(app, calls.learner, (request) => discussions.learnerView(signedInUser(request), request.params.id));
  };
}
