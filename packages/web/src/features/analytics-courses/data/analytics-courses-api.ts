import { analyticsCoursesContracts, type CourseReport, type QuestionReport, type ReportCourseListResponse } from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

export function getReportCourses(search: string): Promise<ReportCourseListResponse> {
  return callContract(analyticsCoursesContracts.courses, { query: search ? { search } : {} });
}

export function getCourseReport(courseId: string): Promise<CourseReport> {
  return callContract(analyticsCoursesContracts.course, { params: { courseId } });
}

export function getQuestionReport(courseId: string, lessonId: string): Promise<QuestionReport> {
  return callContract(analyticsCoursesContracts.questions, { params: { courseId, lessonId } });
}

/** Where the course report's PDF downloads, with its words in the page's language. */
export function courseReportPdfPath(courseId: string, language: string): string {
  const printed = language.startsWith('es') ? 'es-ES' : 'en-US';
  return `/api/analytics/courses/${encodeURIComponent(courseId)}/report.pdf?language=${printed}`;
}
