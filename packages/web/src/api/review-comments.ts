import { reviewCommentContracts, type ReviewComment, type ReviewCommentCreateBody, type ReviewCommentUpdateBody } from '@slidewise/core';
import { callContract } from './call-contract.ts';

/** Every comment of the course, oldest first, resolved ones included (the page filters them). */
export function listReviewComments(courseId: string): Promise<ReviewComment[]> {
  return callContract(reviewCommentContracts.list, { params: { courseId } });
}

export function createReviewComment(courseId: string, body: ReviewCommentCreateBody): Promise<ReviewComment> {
  return callContract(reviewCommentContracts.create, { params: { courseId }, body });
}

/** Resolves or reopens a comment (`resolved`), or changes its text (`content`, its author only). */
export function updateReviewComment(courseId: string, id: string, body: ReviewCommentUpdateBody): Promise<ReviewComment> {
  return callContract(reviewCommentContracts.update, { params: { courseId, id }, body });
}
