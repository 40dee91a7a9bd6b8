export { CourseResultsPage } from './CourseResultsPage.tsx';
