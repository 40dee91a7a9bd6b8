import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attemptFinishResponseSchema,
  attemptParamsSchema,
  attemptPositionBodySchema,
  attemptResultParamsSchema,
  attemptSchema,
  attemptStartBodySchema,
  certificateResponseSchema,
  leaderboardResponseSchema,
  learnerCourseDetailSchema,
  learnerCourseListResponseSchema,
  learnerCourseParamsSchema,
  learnerLessonParamsSchema,
  learnerLessonResponseSchema,
  learnerProfileResponseSchema,
  slideResultBodySchema,
  surveyResultsResponseSchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAttemptService } from './attempt-service.ts';
import { createLearnerViews } from './learner-views.ts';
import { createLearnerService } from './service.ts';

const tags = ['learner'];

/** The learner API (issue 5): what the signed-in learner plays, scores and earns. */
export function learnerRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const views = createLearnerViews(context);
    const learner = createLearnerService(context, views);
    const attempts = createAttemptService(context, views);

    routes.get(
      '/api/learner/courses',
      { schema: { tags, summary: 'The courses the learner may take, with their progress', response: { 200: learnerCourseListResponseSchema } } },
      (request) => learner.listCourses(signedInUser(request)),
    );

    routes.get(
      '/api/learner/courses/:courseId',
      { schema: { tags, summary: 'A course as the learner takes it: its lessons, locks and scores', params: learnerCourseParamsSchema, response: { 200: learnerCourseDetailSchema } } },
      (request) => learner.course(signedInUser(request), request.params.courseId),
    );

    routes.get(
      '/api/learner/courses/:courseId/leaderboard',
      { schema: { tags, summary: "The course's leaderboard: the top 100 and the learner", params: learnerCourseParamsSchema, response: { 200: leaderboardResponseSchema } } },
      (request) => learner.leaderboard(signedInUser(request), request.params.courseId),
    );

    routes.get(
      '/api/learner/courses/:courseId/certificate',
      { schema: { tags, summary: 'The completion certificate (404 unless earned)', params: learnerCourseParamsSchema, response: { 200: certificateResponseSchema } } },
      (request) => learner.certificate(signedInUser(request), request.params.courseId),
    );

    routes.get(
      '/api/learner/lessons/:lessonId',
      { schema: { tags, summary: 'A lesson to play: its Published slides, the attempt in progress, locks and stars', params: learnerLessonParamsSchema, response: { 200: learnerLessonResponseSchema } } },
      (request) => learner.lesson(signedInUser(request), request.params.lessonId),
    );

    routes.post(
      '/api/learner/lessons/:lessonId/attempts',
      {
        schema: {
          tags,
          summary: 'Start an attempt (or answer the one in progress, or the one of the same id)',
          params: learnerLessonParamsSchema,
          body: attemptStartBodySchema,
          response: { 200: attemptSchema, 201: attemptSchema },
        },
      },
      async (request, reply) => {
        const { created, attempt } = await attempts.startAttempt(signedInUser(request), request.params.lessonId, request.body?.attemptId);
        return reply.code(created ? 201 : 200).send(attempt);
      },
    );

    routes.get(
      '/api/learner/lessons/:lessonId/survey-results',
      { schema: { tags, summary: "Other learners' answers to the lesson's survey slides", params: learnerLessonParamsSchema, response: { 200: surveyResultsResponseSchema } } },
      (request) => learner.surveyResults(signedInUser(request), request.params.lessonId),
    );

    routes.put(
      '/api/learner/attempts/:attemptId/results/:slideId',
      { schema: { tags, summary: "Record a slide's result (idempotent)", params: attemptResultParamsSchema, body: slideResultBodySchema, response: { 200: attemptSchema } } },
      (request) => attempts.putResult(signedInUser(request), request.params.attemptId, request.params.slideId, request.body),
    );

    routes.put(
      '/api/learner/attempts/:attemptId/position',
      { schema: { tags, summary: 'Remember the slide the learner is on', params: attemptParamsSchema, body: attemptPositionBodySchema, response: { 200: attemptSchema } } },
      (request) => attempts.putPosition(signedInUser(request), request.params.attemptId, request.body.currentSlideIndex),
    );

    routes.post(
      '/api/learner/attempts/:attemptId/finish',
      { schema: { tags, summary: 'Finish the attempt: score, stars and the course standing (idempotent)', params: attemptParamsSchema, response: { 200: attemptFinishResponseSchema } } },
      (request) => attempts.finish(signedInUser(request), request.params.attemptId),
    );

    routes.get(
      '/api/learner/profile',
      { schema: { tags, summary: "The learner's stars and courses", response: { 200: learnerProfileResponseSchema } } },
      (request) => learner.profile(signedInUser(request)),
    );
  };
}
