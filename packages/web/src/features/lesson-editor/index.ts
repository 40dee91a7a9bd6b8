export { LessonPage } from './LessonPage.tsx';
export { templateText } from './library/template-text.ts';
