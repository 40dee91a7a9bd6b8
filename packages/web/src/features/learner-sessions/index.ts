// The learner's observation results and conference registration pages (issue 6), routed by the learner app.
export { LearnerObservationPage } from './LearnerObservationPage.tsx';
export { LearnerConferencePage } from './LearnerConferencePage.tsx';
