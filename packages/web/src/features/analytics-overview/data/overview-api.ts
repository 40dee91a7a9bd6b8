import {
  analyticsOverviewContracts,
  type AnalyticsOverviewQuery,
  type AnalyticsOverviewResponse,
  type LearnerReportResponse,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

export function getAnalyticsOverview(query: AnalyticsOverviewQuery): Promise<AnalyticsOverviewResponse> {
  return callContract(analyticsOverviewContracts.overview, { query });
}

export function getLearnerReport(userId: string): Promise<LearnerReportResponse> {
  return callContract(analyticsOverviewContracts.learner, { params: { userId } });
}
