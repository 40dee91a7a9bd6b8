import type { FastifyInstance } from 'fastify';
import { observationContracts as calls } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { createActivitySettingsService } from '../activities/settings-service.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { observationKind } from './kind.ts';
import { createObservationService } from './service.ts';

/** Observations (practical assessments): settings, the observer's records, the learner's results (docs/decisions.md). */
export function observationRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const observations = createObservationService(context);

    activitySettingsRoutes(app, observationKind.settings, createActivitySettingsService(context, observationKind));
    contractRoute(app, calls.learners, (request) => observations.learners(signedInUser(request), request.params.id));
    contractRoute(app, calls.submissions, (request) => observations.submissions(signedInUser(request), request.params.id, request.query));
    contractRoute(app, calls.start, async (request, reply) =>
      reply.code(201).send(await observations.start(signedInUser(request), request.params.id, request.body)),
    );
    contractRoute(app, calls.updateSubmission, (request) =>
      observations.update(signedInUser(request), request.params.id, request.params.submissionId, request.body),
    );
    contractRoute(app, calls.learner, (request) => observations.learnerView(signedInUser(request), request.params.id));
  };
}
