import { courseItemParamsSchema, courseParamsSchema } from '../api/courses.ts';
import {
  reviewCommentCreateBodySchema,
  reviewCommentListResponseSchema,
  reviewCommentSchema,
  reviewCommentUpdateBodySchema,
} from '../api/review-comments.ts';
import { defineContract } from './define.ts';

const tags = ['course review'];

export const reviewCommentContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/review-comments',
    permission: 'course.comment',
    tags,
    summary: "The course's review comments, oldest first, resolved ones included",
    params: courseParamsSchema,
    responses: { 200: reviewCommentListResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/review-comments',
    permission: 'course.comment',
    tags,
    summary: 'Comment on a lesson of the course, or on one of its slides',
    params: courseParamsSchema,
    body: reviewCommentCreateBodySchema,
    responses: { 201: reviewCommentSchema },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/courses/:courseId/review-comments/:id',
    permission: 'course.comment',
    tags,
    summary: 'Resolve or reopen a comment; its author may also change its text',
    params: courseItemParamsSchema,
    body: reviewCommentUpdateBodySchema,
    responses: { 200: reviewCommentSchema },
  }),
};
