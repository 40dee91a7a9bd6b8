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
  discussionResponseSchema,
  discussionSummariesQuerySchema,
  discussionSummariesResponseSchema,
  discussionUpdateBodySchema,
  learnerDiscussionSchema,
  postsCommentsQuerySchema,
  postsCommentsResponseSchema,
} from '../api/discussions.ts';
import { copyActivityContract, removeActivityContract } from './activity-lessons.ts';
import { activitySettingsContracts } from './activity-settings.ts';
import { defineContract } from './define.ts';

// Spec §7 Discussions, with the learner calls of issue 6 (a post, the learner's view). Who sees which post
// is decided by the server from the caller's roles and groups (a learner only in a course they may open).

const tags = ['discussions'];
const kind = { path: '/api/discussions', noun: 'discussion', tags };

export const discussionContracts = {
  summaries: defineContract({
    method: 'GET',
    path: '/api/discussions/summaries',
    permission: 'activity.moderate',
    tags,
    summary: "The account's discussions (of courseId when given), with the posts the caller sees",
    query: discussionSummariesQuerySchema,
    responses: { 200: discussionSummariesResponseSchema },
  }),
  ...activitySettingsContracts({
    ...kind,
    latestSummary: 'with its version for saving',
    body: discussionUpdateBodySchema,
    response: discussionResponseSchema,
  }),
  posts: defineContract({
    method: 'GET',
    path: '/api/discussions/:id/posts',
    permission: 'activity.participate',
    tags,
    summary: 'A page of posts, newest first, each with a page of its newest comments',
    params: discussionParamsSchema,
    query: discussionPostsQuerySchema,
    responses: { 200: discussionPostsResponseSchema },
  }),
  createPost: defineContract({
    method: 'POST',
    path: '/api/discussions/:id/posts',
    permission: 'activity.participate',
    tags,
    summary: 'Write a post (learners while the discussion is open); the html is sanitised',
    params: discussionParamsSchema,
    body: contentBodySchema,
    responses: { 201: discussionPostSchema },
  }),
  commentsOfPosts: defineContract({
    method: 'GET',
    path: '/api/discussions/:id/posts/comments',
    permission: 'activity.participate',
    tags,
    summary: 'The same page of comments of each of postIds, newest first',
    params: discussionParamsSchema,
    query: postsCommentsQuerySchema,
    responses: { 200: postsCommentsResponseSchema },
  }),
  postComments: defineContract({
    method: 'GET',
    path: '/api/discussions/:id/posts/:postId/comments',
    permission: 'activity.participate',
    tags,
    summary: "A page of a post's comments, newest first",
    params: discussionPostParamsSchema,
    query: commentsQuerySchema,
    responses: { 200: commentPageSchema },
  }),
  addComment: defineContract({
    method: 'POST',
    path: '/api/discussions/:id/posts/:postId/comments',
    permission: 'activity.participate',
    tags,
    summary: 'Comment on a post; the html is sanitised',
    params: discussionPostParamsSchema,
    body: contentBodySchema,
    responses: { 201: discussionCommentSchema },
  }),
  deletePost: defineContract({
    method: 'DELETE',
    path: '/api/discussions/:id/posts/:postId',
    permission: 'activity.participate',
    tags,
    summary: 'Delete a post and its comments (its author, or a facilitator, author or administrator)',
    params: discussionPostParamsSchema,
    responses: {},
  }),
  learner: defineContract({
    method: 'GET',
    path: '/api/discussions/:id/learner',
    permission: 'activity.participate',
    tags,
    summary: 'The published discussion as a learner of its course sees it',
    params: discussionParamsSchema,
    responses: { 200: learnerDiscussionSchema },
  }),
  remove: removeActivityContract(kind),
  copy: copyActivityContract(kind),
};
