import {
  reviewCommentListResponseSchema,
  reviewCommentSchema,
  type ReviewComment,
  type ReviewCommentCreateBody,
  type ReviewCommentUpdateBody,
} from '@slidewise/core';
import { authenticatedGet, authenticatedPost, authenticatedPut } from './http.ts';

const commentsPath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}/review-comments`;

/** Every comment of the course, oldest first, resolved ones included (the page filters them). */
export async function listReviewComments(courseId: string): Promise<ReviewComment[]> {
  return reviewCommentListResponseSchema.parse(await authenticatedGet(commentsPath(courseId)));
}

export async function createReviewComment(courseId: string, body: ReviewCommentCreateBody): Promise<ReviewComment> {
  return reviewCommentSchema.parse(await authenticatedPost(commentsPath(courseId), { data: body }));
}

/** Resolves or reopens a comment (`resolved`), or changes its text (`content`, its author only). */
export async function updateReviewComment(courseId: string, id: string, body: ReviewCommentUpdateBody): Promise<ReviewComment> {
  return reviewCommentSchema.parse(await authenticatedPut(`${commentsPath(courseId)}/${encodeURIComponent(id)}`, { data: body }));
}
