import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  conferenceParamsSchema,
  conferenceRegistrationParamsSchema,
  conferenceRegistrationSchema,
  conferenceRegistrationsQuerySchema,
  conferenceRegistrationsResponseSchema,
  learnerConferenceSchema,
} from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { activitySettingsRoutes } from '../activities/settings-routes.ts';
import { signedInUser } from '../auth/signed-in-user.ts';
import { conferenceKind } from './kind.ts';
import { createConferenceService } from './service.ts';

const { tags } = conferenceKind;

/** Conferences (virtual classrooms): settings, registrations, attendance and the learner's registration (docs/decisions.md). */
export function conferenceRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const conferences = createConferenceService(context);

    activitySettingsRoutes(routes, conferenceKind, conferences);

    routes.get(
      '/api/conferences/:id/registrations',
      { schema: { tags, summary: 'A page of registrations in the order people registered, with attendance', params: conferenceParamsSchema, querystring: conferenceRegistrationsQuerySchema, response: { 200: conferenceRegistrationsResponseSchema } } },
      (request) => conferences.registrations(signedInUser(request), request.params.id, request.query),
    );

    routes.put(
      '/api/conferences/:id/registrations/:registrationId/attendance',
      { schema: { tags, summary: 'Mark whether a registered learner attended', params: conferenceRegistrationParamsSchema, body: attendanceBodySchema, response: { 200: conferenceRegistrationSchema } } },
      (request) => conferences.markAttendance(signedInUser(request), request.params.id, request.params.registrationId, request.body.attended),
    );

    routes.get(
      '/api/conferences/:id/learner',
      { schema: { tags, summary: 'The published conference as its learner sees it (the join link only while a registered learner may join)', params: conferenceParamsSchema, response: { 200: learnerConferenceSchema } } },
      (request) => conferences.learnerView(signedInUser(request), request.params.id),
    );

    routes.post(
      '/api/conferences/:id/registration',
      { schema: { tags, summary: 'Register the caller (201; 200 when already registered); full or ended → 409', params: conferenceParamsSchema, response: { 200: learnerConferenceSchema, 201: learnerConferenceSchema } } },
      async (request, reply) => {
        const { created, view } = await conferences.register(signedInUser(request), request.params.id);
        return reply.code(created ? 201 : 200).send(view);
      },
    );

    routes.delete(
      '/api/conferences/:id/registration',
      { schema: { tags, summary: "Give the caller's place back (before the conference ends)", params: conferenceParamsSchema, response: { 200: learnerConferenceSchema } } },
      (request) => conferences.unregister(signedInUser(request), request.params.id),
    );
  };
}
