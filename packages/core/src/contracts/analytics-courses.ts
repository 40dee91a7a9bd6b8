import { z } from 'zod';
import {
  courseLearnerPageQuerySchema,
  courseLearnerPageSchema,
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
    summary: "The course report: completion funnel, each lesson's completion and average score, time spent, how many learners",
    description:
      "People with exclude-from-analytics or hidden-user are not counted. Another account's course answers 404. The learners' rows are read a page at a time from /learners.",
    params: courseReportParamsSchema,
    responses: { 200: courseReportSchema },
  }),
  courseLearners: defineContract({
    method: 'GET',
    path: '/api/analytics/courses/:courseId/learners',
    permission: 'analytics.readReports',
    tags: ['analytics'],
    summary: "One page of the course report's learners (progress, best score, attempts, stars, last activity, certificate), by name",
    description: "Pass the answer's nextCursor as cursor for the next page. A cursor that is not one answers 400.",
    params: courseReportParamsSchema,
    query: courseLearnerPageQuerySchema,
    responses: { 200: courseLearnerPageSchema },
  }),
  courseLearnersCsv: defineContract({
    method: 'GET',
    path: '/api/analytics/courses/:courseId/learners.csv',
    permission: 'analytics.exportReports',
    tags: ['analytics'],
    summary: "Every learner's row of the course report as CSV (text/csv), streamed, in the language asked",
    params: courseReportParamsSchema,
    query: certificatePdfQuerySchema,
    responses: { 200: z.instanceof(Uint8Array).describe('text/csv') },
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
