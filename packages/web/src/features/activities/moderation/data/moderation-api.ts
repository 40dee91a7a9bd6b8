import {
  assessmentContracts,
  discussionContracts,
  type AssessmentSummariesResponse,
  type DiscussionSummariesResponse,
} from '@slidewise/core';
import { callContract } from '../../../../api/index.ts';

/** The overview reads one page of each list, the largest the server allows (the calls' spec names). */
export const MODERATION_PAGE_SIZE = 100;
const firstPage = { page: 1, pageSize: MODERATION_PAGE_SIZE };

// Without courseId both calls answer across the account's courses, scoped to what the caller may see.
// Silent: the overview shows its own error state instead of a toast.
export function listDiscussionsToModerate(): Promise<DiscussionSummariesResponse> {
  return callContract(discussionContracts.summaries, { query: firstPage }, { silent: true });
}

export function listAssessmentsToGrade(): Promise<AssessmentSummariesResponse> {
  return callContract(assessmentContracts.summaries, { query: firstPage }, { silent: true });
}
