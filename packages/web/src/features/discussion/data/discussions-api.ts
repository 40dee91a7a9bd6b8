import {
  commentPageSchema,
  discussionCommentSchema,
  discussionPostSchema,
  discussionPostsResponseSchema,
  discussionResponseSchema,
  learnerDiscussionSchema,
  postPreviewCommentsQuery,
  type CommentPage,
  type DiscussionComment,
  type DiscussionPost,
  type DiscussionPostsResponse,
  type DiscussionResponse,
  type DiscussionUpdateBody,
  type LearnerDiscussion,
} from '@slidewise/core';
import { authenticatedDelete, authenticatedGet, authenticatedPost, authenticatedPut } from '../../../api/index.ts';

// The typed client of the discussion calls (authoring §7 "Discussions" and the learner calls of issue 6).

const discussionPath = (id: string) => `/api/discussions/${encodeURIComponent(id)}`;
const postPath = (id: string, postId: string) => `${discussionPath(id)}/posts/${encodeURIComponent(postId)}`;

/** `silent` when the caller only needs it for a heading and shows the page without it. */
export async function getDiscussion(id: string, { silent = false } = {}): Promise<DiscussionResponse> {
  return discussionResponseSchema.parse(await authenticatedGet(`${discussionPath(id)}/latest`, { silent }));
}

/**
 * PUT /api/discussions/{id}; with id "new" and courseId it creates the discussion. The form shows the
 * failure itself, and a 409 (stale version) is its to resolve.
 */
export async function saveDiscussion(id: string, body: DiscussionUpdateBody): Promise<DiscussionResponse> {
  return discussionResponseSchema.parse(await authenticatedPut(discussionPath(id), { data: body, silent: true, handledStatuses: [409] }));
}

/** A page of posts, newest first, each with its preview: page 1 of 2 comments (authoring §7, §9). */
export async function listDiscussionPosts(id: string, page: number, pageSize: number): Promise<DiscussionPostsResponse> {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(pageSize),
    commentsPage: String(postPreviewCommentsQuery.commentsPage),
    commentsPageSize: String(postPreviewCommentsQuery.commentsPageSize),
  });
  return discussionPostsResponseSchema.parse(await authenticatedGet(`${discussionPath(id)}/posts?${query}`));
}

/** A page of one post's comments, newest first. */
export async function listPostComments(id: string, postId: string, page: number, pageSize: number): Promise<CommentPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return commentPageSchema.parse(await authenticatedGet(`${postPath(id, postId)}/comments?${query}`));
}

/** The learner writes a post (ours). */
export async function createDiscussionPost(id: string, content: string): Promise<DiscussionPost> {
  return discussionPostSchema.parse(await authenticatedPost(`${discussionPath(id)}/posts`, { data: { content }, silent: true }));
}

export async function addDiscussionComment(id: string, postId: string, content: string): Promise<DiscussionComment> {
  return discussionCommentSchema.parse(await authenticatedPost(`${postPath(id, postId)}/comments`, { data: { content }, silent: true }));
}

export async function deleteDiscussionPost(id: string, postId: string): Promise<void> {
  await authenticatedDelete(postPath(id, postId), { silent: true });
}

/** PUT /api/comments/{id}: discussion and submission comments alike. */
export async function updateComment(commentId: string, content: string): Promise<DiscussionComment> {
  return discussionCommentSchema.parse(await authenticatedPut(`/api/comments/${encodeURIComponent(commentId)}`, { data: { content }, silent: true }));
}

export async function deleteComment(commentId: string): Promise<void> {
  await authenticatedDelete(`/api/comments/${encodeURIComponent(commentId)}`, { silent: true });
}

/** The published discussion as a learner sees it (ours). */
export async function getLearnerDiscussion(id: string): Promise<LearnerDiscussion> {
  return learnerDiscussionSchema.parse(await authenticatedGet(`${discussionPath(id)}/learner`));
}
