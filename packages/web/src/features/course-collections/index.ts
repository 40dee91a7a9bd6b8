// Course collections (issue 16): the library's courses grouped at /collections.
export { CourseCollectionsPage } from './CourseCollectionsPage.tsx';
