export { CourseBuilderPage } from './page/CourseBuilderPage.tsx';
