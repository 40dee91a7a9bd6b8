import { commentParamsSchema, contentBodySchema, discussionCommentSchema } from '../api/discussions.ts';
import { defineContract } from './define.ts';

// Spec §7: comment edit and delete, for discussion posts and assessment submissions alike.

const tags = ['comments'];

export const commentContracts = {
  edit: defineContract({
    method: 'PUT',
    path: '/api/comments/:id',
    permission: 'activity.participate',
    tags,
    summary: "Change a comment's content (its author only); the html is sanitised",
    params: commentParamsSchema,
    body: contentBodySchema,
    responses: { 200: discussionCommentSchema },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/comments/:id',
    permission: 'activity.participate',
    tags,
    summary: 'Delete a comment (its author, or a facilitator, author or administrator)',
    params: commentParamsSchema,
    responses: {},
  }),
};
