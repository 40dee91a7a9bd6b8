import { z } from 'zod';
import { assessmentSchema, defaultAssessment } from '../entities/assessment.ts';
import { pagedListSchema } from '../entities/paged-list.ts';
import { entityIdSchema, isoDateTimeSchema, planningSchema } from '../entities/shared-fields.ts';
import { activityAuthorSchema, commentPageSchema, discussionFieldsSchema, richTextContentSchema } from './discussions.ts';
import {
  activityPagingFields,
  activityParamsSchema,
  activityUpdateFields,
  learnerActivityHeadFields,
  pathIdSchema,
  savedActivityFields,
  unsavedActivityVersion,
} from './activity-fields.ts';

// Authoring §3, §7 (Assessments) and the learner calls of issue 6. An assessment is a lesson of kind
// Assessment; a learner's submission is its "post", graded through feedback. Comments on a submission
// are the same comments as a discussion's (edited and deleted through /api/comments/{id}).

/** The highest score a grader may give when the assessment is not graded by percentage. */
export const MAX_ASSESSMENT_POINTS = 1_000_000;

/** submitted: waiting for a grade; graded: the latest feedback passed or failed it; returned: it needs revision. */
export const submissionStatuses = ['submitted', 'graded', 'returned'] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const feedbackStatuses = ['passed', 'failed', 'needs-revision'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const assessmentParamsSchema = activityParamsSchema;
export const submissionParamsSchema = assessmentParamsSchema.extend({ submissionId: pathIdSchema });
export const feedbackParamsSchema = submissionParamsSchema.extend({ feedbackId: pathIdSchema });

/** GET /api/assessments/summaries (spec: page, pageSize; courseId narrows to one course, ours). */
export const assessmentSummariesQuerySchema = z.object({ courseId: entityIdSchema.optional(), ...activityPagingFields });
export type AssessmentSummariesQuery = z.infer<typeof assessmentSummariesQuerySchema>;

export const assessmentSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  description: z.string(),
  isPublished: z.boolean(),
  /** Submissions the caller can see, and of them those waiting for a grade. */
  submissionCount: z.number().int().min(0),
  waitingCount: z.number().int().min(0),
  modified: isoDateTimeSchema,
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;
export const assessmentSummariesResponseSchema = pagedListSchema(assessmentSummarySchema);
export type AssessmentSummariesResponse = z.infer<typeof assessmentSummariesResponseSchema>;

/** GET /api/assessments/{id}/latest and the answer of PUT: the Assessment entity (Latest) with its version. */
export const assessmentResponseSchema = assessmentSchema.extend({ courseTitle: z.string(), ...savedActivityFields });
export type AssessmentResponse = z.infer<typeof assessmentResponseSchema>;

/** An assessment not created yet (id "new"), in the course it will join: the discussion defaults, minimumScore 0, gradeByPercentage false. */
export function newAssessment(courseId: string): AssessmentResponse {
  return { ...defaultAssessment({ courseId }), courseTitle: '', ...unsavedActivityVersion() };
}

/** PUT /api/assessments/{id}: like a discussion's save (id "new" creates in courseId), plus minimumScore and gradeByPercentage. */
export const assessmentUpdateBodySchema = discussionFieldsSchema
  .extend({ minimumScore: z.number().min(0).max(MAX_ASSESSMENT_POINTS), gradeByPercentage: z.boolean() })
  .partial()
  .extend(activityUpdateFields);
export type AssessmentUpdateBody = z.infer<typeof assessmentUpdateBodySchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  submissionId: z.string(),
  author: activityAuthorSchema,
  /** Sanitised HTML. */
  content: z.string(),
  status: feedbackStatusSchema,
  score: z.number().optional(),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
  /** Who changed it last when that was not its author (an owner or administrator); absent otherwise. */
  modifiedBy: activityAuthorSchema.optional(),
  /** Whether the caller may change it (its author, or an owner or administrator). */
  mayChange: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * One entry of a submission's grade history: each feedback as given, then each change made to it, with
 * who made it and as what (the feedback's author, or an administrator changing another grader's).
 */
export const gradeChangeSchema = z.object({
  feedbackId: z.string(),
  action: z.enum(['graded', 'changed']),
  by: activityAuthorSchema,
  as: z.enum(['author', 'administrator']),
  /** Sanitised HTML, as the feedback said after this change. */
  content: z.string(),
  status: feedbackStatusSchema,
  score: z.number().optional(),
  at: isoDateTimeSchema,
});
export type GradeChange = z.infer<typeof gradeChangeSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  assessmentId: z.string(),
  author: activityAuthorSchema,
  /** Sanitised HTML. */
  content: z.string(),
  status: submissionStatusSchema,
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
  /** The latest feedback's score; null until graded with one. */
  score: z.number().nullable(),
  /** Oldest first. */
  feedback: z.array(feedbackSchema),
  /** Every grade given or changed, oldest first: for graders only (absent for the learner). */
  gradeHistory: z.array(gradeChangeSchema).optional(),
  commentCount: z.number().int().min(0),
  isOwn: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * GET /api/assessments/{id}/posts (spec: page, pageSize, status, created): newest first. status keeps one
 * submission status; created keeps submissions created at or after the given date or date-time (a date is
 * its midnight UTC).
 */
export const submissionsQuerySchema = z.object({
  ...activityPagingFields,
  status: submissionStatusSchema.optional(),
  created: z.union([z.iso.date(), isoDateTimeSchema]).optional(),
});
export type SubmissionsQuery = z.infer<typeof submissionsQuerySchema>;
export const submissionsResponseSchema = pagedListSchema(submissionSchema);
export type SubmissionsResponse = z.infer<typeof submissionsResponseSchema>;

/**
 * POST …/posts/{submissionId}/comments/grade and PUT …/grade/{feedbackId} (spec: content, status; score
 * ours, optional): the submission's status follows its latest feedback. With gradeByPercentage the score
 * is 0–100.
 */
export const feedbackBodySchema = z.object({
  content: richTextContentSchema,
  status: feedbackStatusSchema,
  score: z.number().min(0).max(MAX_ASSESSMENT_POINTS).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
/** A submission's grade feedback, oldest first: all of it on page 1 (spec: every list is items, currentPage, totalCount). */
export const feedbackListResponseSchema = pagedListSchema(feedbackSchema);
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

/** A submission's comments (GET …/posts/{submissionId}/comments) are the same page as a post's. */
export const submissionCommentPageSchema = commentPageSchema;

/**
 * GET /api/assessments/{id}/learner (ours): the published assessment as a learner of its course sees it,
 * with whether submitting is open and the learner's own submission, if any.
 */
export const learnerAssessmentSchema = z.object({
  ...learnerActivityHeadFields,
  minimumScore: z.number(),
  gradeByPercentage: z.boolean(),
  planning: planningSchema,
  open: z.boolean(),
  submission: submissionSchema.nullable(),
});
export type LearnerAssessment = z.infer<typeof learnerAssessmentSchema>;
