export { PracticalAssessmentPage } from './PracticalAssessmentPage.tsx';
