export { AnalyticsOverviewPage } from './AnalyticsOverviewPage.tsx';
export { LearnerReportPage } from './LearnerReportPage.tsx';
