import type { FastifyInstance } from 'fastify';
import { courseRatingContracts, learnerContracts } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createAttemptService } from './attempt-service.ts';
import { createCourseRatingService } from './course-rating-service.ts';
import { createLearnerViews } from './learner-views.ts';
import { createLearnerService } from './service.ts';

/** The learner API (issue 5): what the signed-in learner plays, scores and earns. */
export function learnerRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const views = createLearnerViews(context);
    const learner = createLearnerService(context, views);
    const attempts = createAttemptService(context, views);
    const ratings = createCourseRatingService(context, views);

    contractRoute(app, learnerContracts.listCourses, (request) => learner.listCourses(signedInUser(request)));
    contractRoute(app, learnerContracts.course, (request) => learner.course(signedInUser(request), request.params.courseId));
    contractRoute(app, learnerContracts.leaderboard, (request) => learner.leaderboard(signedInUser(request), request.params.courseId));
    contractRoute(app, learnerContracts.certificate, (request) => learner.certificate(signedInUser(request), request.params.courseId));
    contractRoute(app, learnerContracts.lesson, (request) => learner.lesson(signedInUser(request), request.params.lessonId));
    contractRoute(app, learnerContracts.startAttempt, async (request, reply) => {
      const { created, attempt } = await attempts.startAttempt(signedInUser(request), request.params.lessonId, request.body?.attemptId);
      return reply.code(created ? 201 : 200).send(attempt);
    });
    contractRoute(app, learnerContracts.surveyResults, (request) => learner.surveyResults(signedInUser(request), request.params.lessonId));
    contractRoute(app, learnerContracts.putResult, (request) =>
      attempts.putResult(signedInUser(request), request.params.attemptId, request.params.slideId, request.body),
    );
    contractRoute(app, learnerContracts.putPosition, (request) =>
      attempts.putPosition(signedInUser(request), request.params.attemptId, request.body.currentSlideIndex),
    );
    contractRoute(app, learnerContracts.finishAttempt, (request) => attempts.finish(signedInUser(request), request.params.attemptId));
    contractRoute(app, learnerContracts.profile, (request) => learner.profile(signedInUser(request)));
    contractRoute(app, courseRatingContracts.ownRating, (request) => ratings.ownRating(signedInUser(request), request.params.courseId));
    contractRoute(app, courseRatingContracts.rate, (request) =>
      ratings.rate(signedInUser(request), request.params.courseId, request.body.stars),
    );
    contractRoute(app, courseRatingContracts.removeRating, (request) =>
      ratings.removeRating(signedInUser(request), request.params.courseId),
    );
  };
}
