export { AssessmentPage } from './AssessmentPage.tsx';
// The assessment calls, for the facilitator and learner screens.
export * from './data/assessments-api.ts';
export { assessmentQueryKeys } from './data/assessment-query-keys.ts';
