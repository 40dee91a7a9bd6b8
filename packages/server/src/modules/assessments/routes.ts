import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessmentParamsSchema,
  assessmentSummariesQuerySchema,
  assessmentSummariesResponseSchema,
  commentPageSchema,
  commentsQuerySchema,
  contentBodySchema,
  discussionCommentSchema,
  feedbackBodySchema,
  feedbackListResponseSchema,
  feedbackParamsSchema,
  feedbackSchema,
  learnerAssessmentSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionsQuerySchema,
  submissionsResponseSchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { createActivitySummaries } from '../activities/summaries-service.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCommentService } from '../comments/service.ts';
import { assessmentKind } from './kind.ts';
import { createAssessmentService } from './service.ts';

const { tags } = assessmentKind;

/** Spec §7 Assessments, with the learner calls of issue 6 (submit, my submission, the learner's view). */
export function assessmentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const summaries = createActivitySummaries(context, assessmentKind);
    const assessments = createAssessmentService(context);
    const comments = createCommentService(context);
    const grade = '/api/assessments/:id/posts/:submissionId/comments/grade';

    routes.get(
      '/api/assessments/summaries',
      { schema: { tags, summary: "The account's assessments (of courseId when given), with their submissions and how many wait for a grade", querystring: assessmentSummariesQuerySchema, response: { 200: assessmentSummariesResponseSchema } } },
      (request) => summaries(signedInUser(request), request.query),
    );

    activitySettingsRoutes(routes, assessmentKind, createActivitySettingsService(context, assessmentKind));

    routes.get(
      '/api/assessments/:id/posts',
      { schema: { tags, summary: 'A page of submissions, newest first; status and created filter them (graders)', params: assessmentParamsSchema, querystring: submissionsQuerySchema, response: { 200: submissionsResponseSchema } } },
      (request) => assessments.submissions(signedInUser(request), request.params.id, request.query),
    );

    routes.post(
      '/api/assessments/:id/posts',
      { schema: { tags, summary: "Submit (or revise, until graded) the learner's work; the html is sanitised", params: assessmentParamsSchema, body: contentBodySchema, response: { 200: submissionSchema, 201: submissionSchema } } },
      async (request, reply) => {
        const { created, submission } = await assessments.submit(signedInUser(request), request.params.id, request.body.content);
        return reply.code(created ? 201 : 200).send(submission);
      },
    );

    routes.get(
      '/api/assessments/:id/my-submission',
      { schema: { tags, summary: "The caller's submission with its feedback and grade (404 when none)", params: assessmentParamsSchema, response: { 200: submissionSchema } } },
      (request) => assessments.mySubmission(signedInUser(request), request.params.id),
    );

    routes.get(
      '/api/assessments/:id/learner',
      { schema: { tags, summary: 'The published assessment as a learner of its course sees it, with their submission', params: assessmentParamsSchema, response: { 200: learnerAssessmentSchema } } },
      (request) => assessments.learnerView(signedInUser(request), request.params.id),
    );

    routes.get(
      '/api/assessments/:id/posts/:submissionId',
      { schema: { tags, summary: 'One submission with its feedback', params: submissionParamsSchema, response: { 200: submissionSchema } } },
      (request) => assessments.submission(signedInUser(request), request.params.id, request.params.submissionId),
    );

    routes.get(
      grade,
      { schema: { tags, summary: "A submission's grade feedback, oldest first", params: submissionParamsSchema, response: { 200: feedbackListResponseSchema } } },
      (request) => assessments.feedbackList(signedInUser(request), request.params.id, request.params.submissionId),
    );

    routes.post(
      grade,
      { schema: { tags, summary: "Grade a submission: feedback with a status (and a score); the submission's status follows it", params: submissionParamsSchema, body: feedbackBodySchema, response: { 201: feedbackSchema } } },
      async (request, reply) => reply.code(201).send(await assessments.addFeedback(signedInUser(request), request.params.id, request.params.submissionId, request.body)),
    );

    routes.put(
      `${grade}/:feedbackId`,
      { schema: { tags, summary: 'Change grade feedback (content, status, score)', params: feedbackParamsSchema, body: feedbackBodySchema, response: { 200: feedbackSchema } } },
      (request) => assessments.changeFeedback(signedInUser(request), request.params.id, request.params.submissionId, request.params.feedbackId, request.body),
    );

    routes.get(
      '/api/assessments/:id/posts/:submissionId/comments',
      { schema: { tags, summary: "A page of a submission's comments, newest first", params: submissionParamsSchema, querystring: commentsQuerySchema, response: { 200: commentPageSchema } } },
      (request) => comments.list(signedInUser(request), 'Assessment', request.params.id, request.params.submissionId, request.query),
    );

    routes.post(
      '/api/assessments/:id/posts/:submissionId/comments',
      { schema: { tags, summary: 'Comment on a submission; the html is sanitised', params: submissionParamsSchema, body: contentBodySchema, response: { 201: discussionCommentSchema } } },
      async (request, reply) =>
        reply.code(201).send(await comments.add(signedInUser(request), 'Assessment', request.params.id, request.params.submissionId, request.body.content)),
    );
  };
}
