import {
  attendanceBodySchema,
  conferenceParamsSchema,
  conferenceRegistrationParamsSchema,
  conferenceRegistrationSchema,
  conferenceRegistrationsQuerySchema,
  conferenceRegistrationsResponseSchema,
  conferenceResponseSchema,
  conferenceUpdateBodySchema,
  learnerConferenceSchema,
} from '../api/conferences.ts';
import { copyActivityContract, removeActivityContract } from './activity-lessons.ts';
import { activitySettingsContracts } from './activity-settings.ts';
import { defineContract } from './define.ts';

// Conferences (virtual classrooms): settings, registrations, attendance and the learner's registration
// (docs/decisions.md).

const tags = ['conferences'];
const kind = { path: '/api/conferences', noun: 'conference', tags };

export const conferenceContracts = {
  ...activitySettingsContracts({
    ...kind,
    latestSummary: 'with its registration count and version for saving',
    body: conferenceUpdateBodySchema,
    response: conferenceResponseSchema,
  }),
  registrations: defineContract({
    method: 'GET',
    path: '/api/conferences/:id/registrations',
    permission: 'activity.moderate',
    tags,
    summary: 'A page of registrations in the order people registered, with attendance',
    params: conferenceParamsSchema,
    query: conferenceRegistrationsQuerySchema,
    responses: { 200: conferenceRegistrationsResponseSchema },
  }),
  markAttendance: defineContract({
    method: 'PUT',
    path: '/api/conferences/:id/registrations/:registrationId/attendance',
    permission: 'activity.moderate',
    tags,
    summary: 'Mark whether a registered learner attended',
    params: conferenceRegistrationParamsSchema,
    body: attendanceBodySchema,
    responses: { 200: conferenceRegistrationSchema },
  }),
  learner: defineContract({
    method: 'GET',
    path: '/api/conferences/:id/learner',
    permission: 'activity.viewOwn',
    tags,
    summary: 'The published conference as its learner sees it (the join link only while a registered learner may join)',
    params: conferenceParamsSchema,
    responses: { 200: learnerConferenceSchema },
  }),
  register: defineContract({
    method: 'POST',
    path: '/api/conferences/:id/registration',
    permission: 'activity.viewOwn',
    tags,
    summary: 'Register the caller (201; 200 when already registered); full or ended → 409',
    params: conferenceParamsSchema,
    responses: { 200: learnerConferenceSchema, 201: learnerConferenceSchema },
  }),
  unregister: defineContract({
    method: 'DELETE',
    path: '/api/conferences/:id/registration',
    permission: 'activity.viewOwn',
    tags,
    summary: "Give the caller's place back (before the conference ends)",
    params: conferenceParamsSchema,
    responses: { 200: learnerConferenceSchema },
  }),
  remove: removeActivityContract(kind),
  copy: copyActivityContract(kind),
};
