import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  learnerObservationSchema,
  observableLearnersResponseSchema,
  observationParamsSchema,
  observationStartBodySchema,
  observationSubmissionParamsSchema,
  observationSubmissionSchema,
  observationSubmissionsQuerySchema,
  observationSubmissionsResponseSchema,
  observationSubmissionUpdateBodySchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { observationKind } from './kind.ts';
import { createObservationService } from './service.ts';

const { tags } = observationKind;

/** Observations (practical assessments): settings, the observer's records, the learner's results (docs/decisions.md). */
export function observationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const observations = createObservationService(context);

    activitySettingsRoutes(routes, observationKind, createActivitySettingsService(context, observationKind));

    routes.get(
      '/api/observations/:id/learners',
      { schema: { tags, summary: 'The learners the caller may observe (a facilitator in user groups: those of their groups)', params: observationParamsSchema, response: { 200: observableLearnersResponseSchema } } },
      (request) => observations.learners(signedInUser(request), request.params.id),
    );

    routes.get(
      '/api/observations/:id/submissions',
      { schema: { tags, summary: 'A page of observation records, newest first (learnerId: of one learner)', params: observationParamsSchema, querystring: observationSubmissionsQuerySchema, response: { 200: observationSubmissionsResponseSchema } } },
      (request) => observations.submissions(signedInUser(request), request.params.id, request.query),
    );

    routes.post(
      '/api/observations/:id/submissions',
      { schema: { tags, summary: 'Start observing a learner: a record in state started', params: observationParamsSchema, body: observationStartBodySchema, response: { 201: observationSubmissionSchema } } },
      async (request, reply) => reply.code(201).send(await observations.start(signedInUser(request), request.params.id, request.body)),
    );

    routes.put(
      '/api/observations/:id/submissions/:submissionId',
      {
        schema: {
          tags,
          summary: 'Save, resume, submit or complete (with passed) a record from its version; ratings and note go with save, resume and submit',
          params: observationSubmissionParamsSchema,
          body: observationSubmissionUpdateBodySchema,
          response: { 200: observationSubmissionSchema },
        },
      },
      (request) => observations.update(signedInUser(request), request.params.id, request.params.submissionId, request.body),
    );

    routes.get(
      '/api/observations/:id/learner',
      { schema: { tags, summary: "The published observation as its learner sees it, with the learner's submitted and completed records", params: observationParamsSchema, response: { 200: learnerObservationSchema } } },
      (request) => observations.learnerView(signedInUser(request), request.params.id),
    );
  };
}
