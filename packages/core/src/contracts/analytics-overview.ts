import {
  analyticsLearnerParamsSchema,
  analyticsOverviewQuerySchema,
  analyticsOverviewResponseSchema,
  learnerReportResponseSchema,
} from '../api/analytics-overview.ts';
import { defineContract } from './define.ts';

export const analyticsOverviewContracts = {
  overview: defineContract({
    method: 'GET',
    path: '/api/analytics/overview',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary: 'The account overview: active learners, lessons and courses completed, average score and overdue people',
    description:
      'For a range of UTC days (from, to; the last 30 days by default, at most 366) and optionally the members of some user ' +
      'groups (groupIds, comma-separated). Read from the daily activity rollups; people with exclude-from-analytics are not counted. ' +
      '400 when the range ends before it starts or is too long; 404 when a group is not of the account.',
    query: analyticsOverviewQuerySchema,
    responses: { 200: analyticsOverviewResponseSchema },
  }),
  learner: defineContract({
    method: 'GET',
    path: '/api/analytics/learners/:userId',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary: "One person's learning: courses, lessons, attempts, scores, certificates and last activity",
    description: '404 when the person is not of the account.',
    params: analyticsLearnerParamsSchema,
    responses: { 200: learnerReportResponseSchema },
  }),
};
