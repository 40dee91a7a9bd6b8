import { orderAssessmentsForModeration, orderDiscussionsForModeration } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { listAssessmentsToGrade, listDiscussionsToModerate } from './moderation-api.ts';

export const moderationQueryKeys = {
  discussions: ['moderation', 'discussions'] as const,
  assessments: ['moderation', 'assessments'] as const,
};

/** The account's discussions, newest activity first. */
export function useDiscussionsToModerate() {
  return useQuery({
    queryKey: moderationQueryKeys.discussions,
    queryFn: listDiscussionsToModerate,
    select: (page) => ({ ...page, items: orderDiscussionsForModeration(page.items) }),
  });
}

/** The account's assessments, most submissions waiting for a grade first. */
export function useAssessmentsToGrade() {
  return useQuery({
    queryKey: moderationQueryKeys.assessments,
    queryFn: listAssessmentsToGrade,
    select: (page) => ({ ...page, items: orderAssessmentsForModeration(page.items) }),
  });
}
