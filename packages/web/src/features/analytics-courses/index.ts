export { ReportCoursesPage } from './ReportCoursesPage.tsx';
export { CourseReportPage } from './CourseReportPage.tsx';
export { QuestionReportPage } from './QuestionReportPage.tsx';
