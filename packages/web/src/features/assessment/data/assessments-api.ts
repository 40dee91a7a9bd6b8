import {
  assessmentContracts,
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
import { callContract } from '../../../api/index.ts';

// The assessment calls (authoring §7 "Assessments" and the learner calls of issue 6), through their contracts.

/** `silent` when the caller only needs it for a heading and shows the page without it. */
export function getAssessment(id: string, { silent = false } = {}): Promise<AssessmentResponse> {
  return callContract(assessmentContracts.latest, { params: { id } }, { silent });
}

/** PUT /api/assessments/{id}; "new" with courseId creates. The form shows failures and resolves a 409. */
export function saveAssessment(id: string, body: AssessmentUpdateBody): Promise<AssessmentResponse> {
  return callContract(assessmentContracts.save, { params: { id }, body }, { silent: true, handledStatuses: [409] });
}

export interface SubmissionFilters {
  status?: SubmissionStatus | undefined;
  /** A date (YYYY-MM-DD): submissions created on or after it. */
  created?: string | undefined;
}

/** GET api/assessments/{id}/posts (spec: page, pageSize, status, created): newest first. */
export function listSubmissions(id: string, page: number, pageSize: number, filters: SubmissionFilters = {}): Promise<SubmissionsResponse> {
  return callContract(assessmentContracts.submissions, {
    params: { id },
    query: { page, pageSize, status: filters.status || undefined, created: filters.created || undefined },
  });
}

export function getSubmission(id: string, submissionId: string): Promise<Submission> {
  return callContract(assessmentContracts.submission, { params: { id, submissionId } });
}

/** POST …/comments/grade (spec: content, status; score ours). */
export function addFeedback(id: string, submissionId: string, body: FeedbackBody): Promise<Feedback> {
  return callContract(assessmentContracts.addFeedback, { params: { id, submissionId }, body }, { silent: true });
}

/** PUT …/comments/grade/{feedbackId} (spec: content, status). */
export function updateFeedback(id: string, submissionId: string, feedbackId: string, body: FeedbackBody): Promise<Feedback> {
  return callContract(assessmentContracts.changeFeedback, { params: { id, submissionId, feedbackId }, body }, { silent: true });
}

/** A page of a submission's comments, newest first. */
export function listSubmissionComments(id: string, submissionId: string, page: number, pageSize: number): Promise<CommentPage> {
  return callContract(assessmentContracts.submissionComments, { params: { id, submissionId }, query: { page, pageSize } });
}

export function addSubmissionComment(id: string, submissionId: string, content: string): Promise<DiscussionComment> {
  return callContract(assessmentContracts.addSubmissionComment, { params: { id, submissionId }, body: { content } }, { silent: true });
}

/** The learner submits (ours): POST /api/assessments/{id}/posts. */
export function submitAssessment(id: string, content: string): Promise<Submission> {
  return callContract(assessmentContracts.submit, { params: { id }, body: { content } }, { silent: true });
}

/** The published assessment as a learner sees it, with the learner's own submission (ours). */
export function getLearnerAssessment(id: string): Promise<LearnerAssessment> {
  return callContract(assessmentContracts.learner, { params: { id } });
}
