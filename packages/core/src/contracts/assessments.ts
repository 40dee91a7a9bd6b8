import {
  assessmentParamsSchema,
  assessmentResponseSchema,
  assessmentSummariesQuerySchema,
  assessmentSummariesResponseSchema,
  assessmentUpdateBodySchema,
  feedbackBodySchema,
  feedbackListResponseSchema,
  feedbackParamsSchema,
  feedbackSchema,
  learnerAssessmentSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionsQuerySchema,
  submissionsResponseSchema,
} from '../api/assessments.ts';
import { commentPageSchema, commentsQuerySchema, contentBodySchema, discussionCommentSchema } from '../api/discussions.ts';
import { copyActivityContract, removeActivityContract } from './activity-lessons.ts';
import { activitySettingsContracts } from './activity-settings.ts';
import { defineContract } from './define.ts';

// Spec §7 Assessments, with the learner calls of issue 6 (submit, my submission, the learner's view).
// Graders see the submissions of their scope; a learner only their own.

const tags = ['assessments'];
const kind = { path: '/api/assessments', noun: 'assessment', tags };
const grade = '/api/assessments/:id/posts/:submissionId/comments/grade';

export const assessmentContracts = {
  summaries: defineContract({
    method: 'GET',
    path: '/api/assessments/summaries',
    permission: 'activity.moderate',
    tags,
    summary: "The account's assessments (of courseId when given), with their submissions and how many wait for a grade",
    query: assessmentSummariesQuerySchema,
    responses: { 200: assessmentSummariesResponseSchema },
  }),
  ...activitySettingsContracts({
    ...kind,
    latestSummary: 'with its version for saving',
    body: assessmentUpdateBodySchema,
    response: assessmentResponseSchema,
  }),
  submissions: defineContract({
    method: 'GET',
    path: '/api/assessments/:id/posts',
    permission: 'activity.moderate',
    tags,
    summary: 'A page of submissions, newest first; status and created filter them (graders)',
    params: assessmentParamsSchema,
    query: submissionsQuerySchema,
    responses: { 200: submissionsResponseSchema },
  }),
  submit: defineContract({
    method: 'POST',
    path: '/api/assessments/:id/posts',
    permission: 'activity.participate',
    tags,
    summary: "Submit (or revise, until graded) the learner's work; the html is sanitised",
    params: assessmentParamsSchema,
    body: contentBodySchema,
    responses: { 200: submissionSchema, 201: submissionSchema },
  }),
  mySubmission: defineContract({
    method: 'GET',
    path: '/api/assessments/:id/my-submission',
    permission: 'activity.participate',
    tags,
    summary: "The caller's submission with its feedback and grade (404 when none)",
    params: assessmentParamsSchema,
    responses: { 200: submissionSchema },
  }),
  learner: defineContract({
    method: 'GET',
    path: '/api/assessments/:id/learner',
    permission: 'activity.participate',
    tags,
    summary: 'The published assessment as a learner of its course sees it, with their submission',
    params: assessmentParamsSchema,
    responses: { 200: learnerAssessmentSchema },
  }),
  submission: defineContract({
    method: 'GET',
    path: '/api/assessments/:id/posts/:submissionId',
    permission: 'activity.participate',
    tags,
    summary: 'One submission with its feedback',
    params: submissionParamsSchema,
    responses: { 200: submissionSchema },
  }),
  feedbackList: defineContract({
    method: 'GET',
    path: grade,
    permission: 'activity.participate',
    tags,
    summary: "A submission's grade feedback, oldest first",
    params: submissionParamsSchema,
    responses: { 200: feedbackListResponseSchema },
  }),
  addFeedback: defineContract({
    method: 'POST',
    path: grade,
    permission: 'activity.moderate',
    tags,
    summary: "Grade a submission: feedback with a status (and a score); the submission's status follows it",
    params: submissionParamsSchema,
    body: feedbackBodySchema,
    responses: { 201: feedbackSchema },
  }),
  changeFeedback: defineContract({
    method: 'PUT',
    path: `${grade}/:feedbackId`,
    permission: 'activity.moderate',
    tags,
    summary: 'Change grade feedback (content, status, score)',
    params: feedbackParamsSchema,
    body: feedbackBodySchema,
    responses: { 200: feedbackSchema },
  }),
  submissionComments: defineContract({
    method: 'GET',
    path: '/api/assessments/:id/posts/:submissionId/comments',
    permission: 'activity.participate',
    tags,
    summary: "A page of a submission's comments, newest first",
    params: submissionParamsSchema,
    query: commentsQuerySchema,
    responses: { 200: commentPageSchema },
  }),
  addSubmissionComment: defineContract({
    method: 'POST',
    path: '/api/assessments/:id/posts/:submissionId/comments',
    permission: 'activity.participate',
    tags,
    summary: 'Comment on a submission; the html is sanitised',
    params: submissionParamsSchema,
    body: contentBodySchema,
    responses: { 201: discussionCommentSchema },
  }),
  remove: removeActivityContract(kind),
  copy: copyActivityContract(kind),
};
