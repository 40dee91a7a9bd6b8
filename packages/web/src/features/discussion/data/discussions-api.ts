import {
  commentContracts,
  discussionContracts,
  postPreviewCommentsQuery,
  type CommentPage,
  type DiscussionComment,
  type DiscussionPost,
  type DiscussionPostsResponse,
  type DiscussionResponse,
  type DiscussionUpdateBody,
  type LearnerDiscussion,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

// The discussion calls (authoring §7 "Discussions" and the learner calls of issue 6), through their contracts.

/** `silent` when the caller only needs it for a heading and shows the page without it. */
export function getDiscussion(id: string, { silent = false } = {}): Promise<DiscussionResponse> {
  return callContract(discussionContracts.latest, { params: { id } }, { silent });
}

/**
 * PUT /api/discussions/{id}; with id "new" and courseId it creates the discussion. The form shows the
 * failure itself, and a 409 (stale version) is its to resolve.
 */
export function saveDiscussion(id: string, body: DiscussionUpdateBody): Promise<DiscussionResponse> {
  return callContract(discussionContracts.save, { params: { id }, body }, { silent: true, handledStatuses: [409] });
}

/** A page of posts, newest first, each with its preview: page 1 of 2 comments (authoring §7, §9). */
export function listDiscussionPosts(id: string, page: number, pageSize: number): Promise<DiscussionPostsResponse> {
  return callContract(discussionContracts.posts, { params: { id }, query: { page, pageSize, ...postPreviewCommentsQuery } });
}

/** A page of one post's comments, newest first. */
export function listPostComments(id: string, postId: string, page: number, pageSize: number): Promise<CommentPage> {
  return callContract(discussionContracts.postComments, { params: { id, postId }, query: { page, pageSize } });
}

/** The learner writes a post (ours). */
export function createDiscussionPost(id: string, content: string): Promise<DiscussionPost> {
  return callContract(discussionContracts.createPost, { params: { id }, body: { content } }, { silent: true });
}

export function addDiscussionComment(id: string, postId: string, content: string): Promise<DiscussionComment> {
  return callContract(discussionContracts.addComment, { params: { id, postId }, body: { content } }, { silent: true });
}

export async function deleteDiscussionPost(id: string, postId: string): Promise<void> {
  await callContract(discussionContracts.deletePost, { params: { id, postId } }, { silent: true });
}

/** PUT /api/comments/{id}: discussion and submission comments alike. */
export function updateComment(commentId: string, content: string): Promise<DiscussionComment> {
  return callContract(commentContracts.edit, { params: { id: commentId }, body: { content } }, { silent: true });
}

export async function deleteComment(commentId: string): Promise<void> {
  await callContract(commentContracts.remove, { params: { id: commentId } }, { silent: true });
}

/** The published discussion as a learner sees it (ours). */
export function getLearnerDiscussion(id: string): Promise<LearnerDiscussion> {
  return callContract(discussionContracts.learner, { params: { id } });
}
