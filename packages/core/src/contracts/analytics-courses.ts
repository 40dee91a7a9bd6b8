import { z } from 'zod';
import {
  courseReportParamsSchema,
  courseReportSchema,
  questionReportParamsSchema,
  questionReportSchema,
  reportCourseListQuerySchema,
  reportCourseListResponseSchema,
} from '../api/analytics-courses.ts';
import { certificatePdfQuerySchema } from '../api/certificates.ts';
import { defineContract } from './define.ts';

// Issue 15's course report and lesson and question report: owners, account admins and analytics managers.
export const analyticsCoursesContracts = {
  courses: defineContract({
    method: 'GET',
    path: '/api/analytics/courses',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary: 'The courses of the account with the number of learners who played each, searched by title',
    query: reportCourseListQuerySchema,
    responses: { 200: reportCourseListResponseSchema },
  }),
  course: defineContract({
    method: 'GET',
    path: '/api/analytics/courses/:courseId',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary: "The course report: completion funnel, each lesson's completion and average score, time spent, each learner's row",
    description: "People with exclude-from-analytics or hidden-user are not counted. Another account's course answers 404.",
    params: courseReportParamsSchema,
    responses: { 200: courseReportSchema },
  }),
  coursePdf: defineContract({
    method: 'GET',
    path: '/api/analytics/courses/:courseId/report.pdf',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary: 'The course report as a PDF (application/pdf)',
    params: courseReportParamsSchema,
    query: certificatePdfQuerySchema,
    responses: { 200: z.instanceof(Uint8Array).describe('application/pdf') },
  }),
  questions: defineContract({
    method: 'GET',
    path: '/api/analytics/courses/:courseId/lessons/:lessonId',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary:
      "The lesson and question report: per interactive slide the share right at the first try, each option's count and the average time, hardest first; survey slides' counts and free-text answers",
    params: questionReportParamsSchema,
    responses: { 200: questionReportSchema },
  }),
};
