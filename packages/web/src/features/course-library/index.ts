// The course library (issue 17): starter courses to preview and import at /library.
export { LibraryPage } from './LibraryPage.tsx';
export { LibraryCoursePage } from './LibraryCoursePage.tsx';
