import type { FastifyInstance } from 'fastify';
import { assessmentContracts as calls } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { createActivitySummaries } from '../activities/summaries-service.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { createCommentService } from '../comments/service.ts';
import { assessmentKind } from './kind.ts';
import { createAssessmentService } from './service.ts';

/** Spec §7 Assessments, with the learner calls of issue 6 (submit, my submission, the learner's view). */
export function assessmentRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const summaries = createActivitySummaries(context, assessmentKind);
    const assessments = createAssessmentService(context);
    const comments = createCommentService(context);

    contractRoute(app, calls.summaries, (request) => summaries(signedInUser(request), request.query));
    activitySettingsRoutes(app, assessmentKind.settings, createActivitySettingsService(context, assessmentKind));
    contractRoute(app, calls.submissions, (request) => assessments.submissions(signedInUser(request), request.params.id, request.query));
    contractRoute(app, calls.submit, async (request, reply) => {
      const { created, submission } = await assessments.submit(signedInUser(request), request.params.id, request.body.content);
      return reply.code(created ? 201 : 200).send(submission);
    });
    contractRoute(app, calls.mySubmission, (request) => assessments.mySubmission(signedInUser(request), request.params.id));
    contractRoute(app, calls.learner, (request) => assessments.learnerView(signedInUser(request), request.params.id));
    contractRoute(app, calls.submission, (request) =>
      assessments.submission(signedInUser(request), request.params.id, request.params.submissionId),
    );
    contractRoute(app, calls.feedbackList, (request) =>
      assessments.feedbackList(signedInUser(request), request.params.id, request.params.submissionId),
    );
    contractRoute(app, calls.addFeedback, async (request, reply) =>
      reply
        .code(201)
        .send(await assessments.addFeedback(signedInUser(request), request.params.id, request.params.submissionId, request.body)),
    );
    contractRoute(app, calls.changeFeedback, (request) =>
      assessments.changeFeedback(
        signedInUser(request),
        request.params.id,
        request.params.submissionId,
        request.params.feedbackId,
        request.body,
      ),
    );
    contractRoute(app, calls.submissionComments, (request) =>
      comments.list(signedInUser(request), 'Assessment', request.params.id, request.params.submissionId, request.query),
    );
    contractRoute(app, calls.addSubmissionComment, async (request, reply) =>
      reply
        .code(201)
        .send(
          await comments.add(signedInUser(request), 'Assessment', request.params.id, request.params.submissionId, request.body.content),
        ),
    );
  };
}
