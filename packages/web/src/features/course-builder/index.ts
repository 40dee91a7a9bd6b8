export { CourseBuilderPage } from './CourseBuilderPage.tsx';
