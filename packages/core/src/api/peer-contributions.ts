import { z } from 'zod';
import { entityIdSchema } from '../entities/shared-fields.ts';
import { pagedListSchema } from '../entities/paged-list.ts';
import { paginationQuerySchema } from './pagination.ts';

// Issue 13 and spec §2 /peer-authoring: the contributions page. A contribution is one learner's answer to
// a peer-learning slide (contribution, peer-authoring, video-contribution) in one attempt.

/** The peer-learning templates whose answers are contributions. */
export const peerLearningSlideTypes = ['contribution', 'peer-authoring', 'video-contribution'] as const;

/**
 * Where a contribution stands: `to-review` (its lesson requires approval and nobody has approved it yet:
 * peers do not see it), `shown` (its lesson needs no approval), `approved`, or `removed` (peers never see it).
 */
export const contributionStatuses = ['to-review', 'shown', 'approved', 'removed'] as const;
export const contributionStatusSchema = z.enum(contributionStatuses);
export type ContributionStatus = z.infer<typeof contributionStatusSchema>;

export const peerContributionSchema = z.object({
  attemptId: z.string(),
  slideId: z.string(),
  slideType: z.enum(peerLearningSlideTypes),
  /** What the slide asked (its title or question), as plain text. */
  prompt: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  learner: z.object({ id: z.string(), name: z.string() }),
  /** The learner's words, if any. */
  text: z.string(),
  /** The picture or video they shared (a path of our origin), if any, and its type. */
  mediaUrl: z.string().nullable(),
  mimeType: z.string().nullable(),
  answeredAt: z.string().nullable(),
  requiresApproval: z.boolean(),
  status: contributionStatusSchema,
});
export type PeerContribution = z.infer<typeof peerContributionSchema>;

export const peerContributionListQuerySchema = paginationQuerySchema.extend({
  pageSize: paginationQuerySchema.shape.pageSize.max(100).default(50),
  /** Only contributions in this state; all of them when absent. */
  status: contributionStatusSchema.optional(),
});
export type PeerContributionListQuery = z.infer<typeof peerContributionListQuerySchema>;

export const peerContributionListResponseSchema = pagedListSchema(peerContributionSchema);
export type PeerContributionListResponse = z.infer<typeof peerContributionListResponseSchema>;

export const peerContributionParamsSchema = z.object({ attemptId: entityIdSchema, slideId: entityIdSchema });
