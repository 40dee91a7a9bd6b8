import {
  assessmentResponseSchema,
  commentPageSchema,
  discussionCommentSchema,
  feedbackSchema,
  learnerAssessmentSchema,
  submissionSchema,
  submissionsResponseSchema,
  type AssessmentResponse,
  type AssessmentUpdateBody,
  type CommentPage,
  type DiscussionComment,
  type Feedback,
  type FeedbackBody,
  type LearnerAssessment,
  type Submission,
  type SubmissionStatus,
  type SubmissionsResponse,
} from '@slidewise/core';
import { authenticatedGet, authenticatedPost, authenticatedPut } from '../../../api/index.ts';

// The typed client of the assessment calls (authoring §7 "Assessments" and the learner calls of issue 6).

const assessmentPath = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;
const submissionPath = (id: string, submissionId: string) => `${assessmentPath(id)}/posts/${encodeURIComponent(submissionId)}`;

/** `silent` when the caller only needs it for a heading and shows the page without it. */
export async function getAssessment(id: string, { silent = false } = {}): Promise<AssessmentResponse> {
  return assessmentResponseSchema.parse(await authenticatedGet(`${assessmentPath(id)}/latest`, { silent }));
}

/** PUT /api/assessments/{id}; "new" with courseId creates. The form shows failures and resolves a 409. */
export async function saveAssessment(id: string, body: AssessmentUpdateBody): Promise<AssessmentResponse> {
  return assessmentResponseSchema.parse(await authenticatedPut(assessmentPath(id), { data: body, silent: true, handledStatuses: [409] }));
}

export interface SubmissionFilters {
  status?: SubmissionStatus | undefined;
  /** A date (YYYY-MM-DD): submissions created on or after it. */
  created?: string | undefined;
}

/** GET api/assessments/{id}/posts (spec: page, pageSize, status, created): newest first. */
export async function listSubmissions(id: string, page: number, pageSize: number, filters: SubmissionFilters = {}): Promise<SubmissionsResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.status) query.set('status', filters.status);
  if (filters.created) query.set('created', filters.created);
  return submissionsResponseSchema.parse(await authenticatedGet(`${assessmentPath(id)}/posts?${query}`));
}

export async function getSubmission(id: string, submissionId: string): Promise<Submission> {
  return submissionSchema.parse(await authenticatedGet(submissionPath(id, submissionId)));
}

/** POST …/comments/grade (spec: content, status; score ours). */
export async function addFeedback(id: string, submissionId: string, body: FeedbackBody): Promise<Feedback> {
  return feedbackSchema.parse(await authenticatedPost(`${submissionPath(id, submissionId)}/comments/grade`, { data: body, silent: true }));
}

/** PUT …/comments/grade/{feedbackId} (spec: content, status). */
export async function updateFeedback(id: string, submissionId: string, feedbackId: string, body: FeedbackBody): Promise<Feedback> {
  const path = `${submissionPath(id, submissionId)}/comments/grade/${encodeURIComponent(feedbackId)}`;
  return feedbackSchema.parse(await authenticatedPut(path, { data: body, silent: true }));
}

/** A page of a submission's comments, newest first. */
export async function listSubmissionComments(id: string, submissionId: string, page: number, pageSize: number): Promise<CommentPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return commentPageSchema.parse(await authenticatedGet(`${submissionPath(id, submissionId)}/comments?${query}`));
}

export async function addSubmissionComment(id: string, submissionId: string, content: string): Promise<DiscussionComment> {
  return discussionCommentSchema.parse(await authenticatedPost(`${submissionPath(id, submissionId)}/comments`, { data: { content }, silent: true }));
}

/** The learner submits (ours): POST /api/assessments/{id}/posts. */
export async function submitAssessment(id: string, content: string): Promise<Submission> {
  return submissionSchema.parse(await authenticatedPost(`${assessmentPath(id)}/posts`, { data: { content }, silent: true }));
}

/** The published assessment as a learner sees it, with the learner's own submission (ours). */
export async function getLearnerAssessment(id: string): Promise<LearnerAssessment> {
  return learnerAssessmentSchema.parse(await authenticatedGet(`${assessmentPath(id)}/learner`));
}
