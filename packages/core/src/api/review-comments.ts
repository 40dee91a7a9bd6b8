import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema } from './domain.ts';

// Course review (issue 3, ours): comments anchored to a lesson, or to one slide of it. Reviewers,
// course-reviewers, authors and administrators read and write them; comments can be resolved.

export const reviewCommentContentSchema = z.string().trim().min(1).max(5000);

export const reviewCommentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  lessonId: z.string(),
  slideId: z.string().nullable(),
  /** Plain text, shown as text. */
  content: z.string(),
  resolved: z.boolean(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: isoDateTimeSchema,
  modified: isoDateTimeSchema,
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

/** GET /api/courses/{courseId}/review-comments → ReviewComment[], oldest first; the page filters resolved ones. */
export const reviewCommentListResponseSchema = z.array(reviewCommentSchema);

/** POST /api/courses/{courseId}/review-comments → 201 ReviewComment. lessonId must be a lesson of the course. */
export const reviewCommentCreateBodySchema = z.object({
  lessonId: entityIdSchema,
  slideId: entityIdSchema.optional(),
  content: reviewCommentContentSchema,
});
export type ReviewCommentCreateBody = z.infer<typeof reviewCommentCreateBodySchema>;

/**
 * PUT /api/courses/{courseId}/review-comments/{id} → ReviewComment. Anyone who may comment may
 * resolve or reopen; only the comment's author may change its content.
 */
export const reviewCommentUpdateBodySchema = z
  .object({ content: reviewCommentContentSchema.optional(), resolved: z.boolean().optional() })
  .refine((body) => body.content !== undefined || body.resolved !== undefined, { message: 'Send content or resolved.' });
export type ReviewCommentUpdateBody = z.infer<typeof reviewCommentUpdateBodySchema>;
