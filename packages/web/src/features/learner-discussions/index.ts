// The learner's discussion and assessment pages (issue 6), routed by the learner app.
export { LearnerDiscussionPage } from './LearnerDiscussionPage.tsx';
export { LearnerAssessmentPage } from './LearnerAssessmentPage.tsx';
