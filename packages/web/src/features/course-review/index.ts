export { CourseReviewPage } from './CourseReviewPage.tsx';
