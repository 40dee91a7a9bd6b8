// The lesson player's public face: its page, loaded on demand by the learner app's routes.
export { default as LessonPlayPage } from './LessonPlayPage.tsx';
