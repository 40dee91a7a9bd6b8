export { PracticalAssessmentPage } from './PracticalAssessmentPage.tsx';
// The observation calls, for the learner's results page.
export * from './data/observations-api.ts';
