import type { FastifyInstance } from 'fastify';
import { conferenceContracts as calls } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { contractRoute } from '../../contract-route.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { conferenceKind } from './kind.ts';
import { createConferenceService } from './service.ts';

/** Conferences (virtual classrooms): settings, registrations, attendance and the learner's registration (docs/decisions.md). */
export function conferenceRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const conferences = createConferenceService(context);

    activitySettingsRoutes(app, conferenceKind.settings, conferences);
    contractRoute(app, calls.registrations, (request) =>
      conferences.registrations(signedInUser(request), request.params.id, request.query),
    );
    contractRoute(app, calls.markAttendance, (request) =>
      conferences.markAttendance(signedInUser(request), request.params.id, request.params.registrationId, request.body.attended),
    );
    contractRoute(app, calls.learner, (request) => conferences.learnerView(signedInUser(request), request.params.id));
    contractRoute(app, calls.register, async (request, reply) => {
      const { created, view } = await conferences.register(signedInUser(request), request.params.id);
      return reply.code(created ? 201 : 200).send(view);
    });
    contractRoute(app, calls.unregister, (request) => conferences.unregister(signedInUser(request), request.params.id));
  };
}
