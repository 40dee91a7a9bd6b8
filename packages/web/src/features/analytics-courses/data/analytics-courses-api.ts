import {
  analyticsCoursesContracts,
  type CourseLearnerPage,
  type CourseReport,
  type QuestionReport,
  type ReportCourseListResponse,
} from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

export function getReportCourses(search: string): Promise<ReportCourseListResponse> {
  return callContract(analyticsCoursesContracts.courses, { query: search ? { search } : {} });
}

export function getCourseReport(courseId: string): Promise<CourseReport> {
  return callContract(analyticsCoursesContracts.course, { params: { courseId } });
}

export function getCourseLearners(courseId: string, cursor: string | undefined): Promise<CourseLearnerPage> {
  return callContract(analyticsCoursesContracts.courseLearners, { params: { courseId }, query: cursor ? { cursor } : {} });
}

export function getQuestionReport(courseId: string, lessonId: string): Promise<QuestionReport> {
  return callContract(analyticsCoursesContracts.questions, { params: { courseId, lessonId } });
}

const printedLanguage = (language: string) => (language.startsWith('es') ? 'es-ES' : 'en-US');

/** Where the course report's PDF downloads, with its words in the page's language. */
export function courseReportPdfPath(courseId: string, language: string): string {
  return `/api/analytics/courses/${encodeURIComponent(courseId)}/report.pdf?language=${printedLanguage(language)}`;
}

/** Where every learner of the course downloads as CSV (streamed by the server), its header in the page's language. */
export function courseLearnersCsvPath(courseId: string, language: string): string {
  return `/api/analytics/courses/${encodeURIComponent(courseId)}/learners.csv?language=${printedLanguage(language)}`;
}
