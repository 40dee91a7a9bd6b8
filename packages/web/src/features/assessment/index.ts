export { AssessmentPage } from './AssessmentPage.tsx';
