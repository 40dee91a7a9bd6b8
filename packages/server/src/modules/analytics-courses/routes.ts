import type { FastifyInstance } from 'fastify';
import { analyticsCoursesContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { accountBranding } from '../certificates/account-branding.ts';
import { courseLearnersCsv, courseLearnersCsvWords } from './course-learners-csv.ts';
import { renderCourseReportPdf, courseReportWords } from './course-report-pdf.ts';
import { createCourseReportService } from './service.ts';

export function analyticsCoursesRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const reports = createCourseReportService(context);
    const { courses, course, courseLearners, courseLearnersCsv: csv, coursePdf, questions } = analyticsCoursesContracts;
    contractRoute(app, courses, (request) => reports.courses(signedInUser(request), request.query.search));
    contractRoute(app, course, (request) => reports.courseReport(signedInUser(request), request.params.courseId));
    contractRoute(app, courseLearners, (request) => reports.learnerPage(signedInUser(request), request.params.courseId, request.query));
    contractRoute(app, csv, async (request, reply) => {
      const user = signedInUser(request);
      // The course is looked up before the first byte, so another account's course still answers 404.
      const pages = await reports.everyLearner(user, request.params.courseId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="course-report-learners-${request.params.courseId}.csv"`)
        .send(courseLearnersCsv(pages, courseLearnersCsvWords[request.query.language ?? 'en-US']));
    });
    contractRoute(app, coursePdf, async (request, reply) => {
      const user = signedInUser(request);
      const [report, pages] = await Promise.all([
        reports.courseReport(user, request.params.courseId),
        reports.everyLearner(user, request.params.courseId),
      ]);
      const words = courseReportWords[request.query.language ?? 'en-US'];
      const bytes = await renderCourseReportPdf(report, pages, await accountBranding(context, user.accountId), words, context.clock());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="course-report-${report.course.id}.pdf"`)
        .send(Buffer.from(bytes));
    });
    contractRoute(app, questions, (request) =>
      reports.questionReport(signedInUser(request), request.params.courseId, request.params.lessonId),
    );
  };
}
