export { LessonPage } from './LessonPage.tsx';
