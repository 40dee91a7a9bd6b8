import { assessmentSummariesResponseSchema, discussionSummariesResponseSchema, type AssessmentSummariesResponse, type DiscussionSummariesResponse } from '@slidewise/core';
import { authenticatedGet } from '../../../../api/index.ts';

/** The overview reads one page of each list, the largest the server allows (the calls' spec names). */
export const MODERATION_PAGE_SIZE = 100;

// Without courseId both calls answer across the account's courses, scoped to what the caller may see.
// Silent: the overview shows its own error state instead of a toast.
export async function listDiscussionsToModerate(): Promise<DiscussionSummariesResponse> {
  return discussionSummariesResponseSchema.parse(await authenticatedGet(`/api/discussions/summaries?page=1&pageSize=${MODERATION_PAGE_SIZE}`, { silent: true }));
}

export async function listAssessmentsToGrade(): Promise<AssessmentSummariesResponse> {
  return assessmentSummariesResponseSchema.parse(await authenticatedGet(`/api/assessments/summaries?page=1&pageSize=${MODERATION_PAGE_SIZE}`, { silent: true }));
}
