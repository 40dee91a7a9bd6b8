import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverviewQuery } from '@slidewise/core';
import { getAnalyticsOverview, getLearnerReport } from './overview-api.ts';

export const analyticsOverviewQueryKeys = {
  overview: (query: AnalyticsOverviewQuery) => ['analytics', 'overview', query] as const,
  learner: (userId: string) => ['analytics', 'learner', userId] as const,
};

/** The figures of the previous range stay on screen while the next range loads, so the page does not jump. */
export function useAnalyticsOverview(query: AnalyticsOverviewQuery) {
  return useQuery({
    queryKey: analyticsOverviewQueryKeys.overview(query),
    queryFn: () => getAnalyticsOverview(query),
    placeholderData: keepPreviousData,
  });
}

export function useLearnerReport(userId: string) {
  return useQuery({ queryKey: analyticsOverviewQueryKeys.learner(userId), queryFn: () => getLearnerReport(userId) });
}
