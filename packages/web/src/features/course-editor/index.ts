export { CourseEditorPage } from './CourseEditorPage.tsx';
