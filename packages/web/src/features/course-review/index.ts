export { CourseReviewPage } from './page/CourseReviewPage.tsx';
