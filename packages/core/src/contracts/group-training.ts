import {
  groupTrainingParamsSchema,
  groupTrainingPeopleResponseSchema,
  groupTrainingSessionParamsSchema,
  groupTrainingSessionSchema,
  groupTrainingSessionsQuerySchema,
  groupTrainingSessionsResponseSchema,
  groupTrainingStartBodySchema,
  groupTrainingUpdateBodySchema,
} from '../api/group-training.ts';
import { defineContract } from './define.ts';

// Group training sessions of a course (docs/decisions.md: observations, conferences and group training):
// facilitators, authors and administrators run them; a facilitator in user groups with their groups' people.

const tags = ['group-training'];

export const groupTrainingContracts = {
  sessions: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/group-training/sessions',
    permission: 'activity.moderate',
    tags,
    summary: "A page of the course's group training sessions, newest first, with their attendees",
    params: groupTrainingParamsSchema,
    query: groupTrainingSessionsQuerySchema,
    responses: { 200: groupTrainingSessionsResponseSchema },
  }),
  start: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/group-training/sessions',
    permission: 'activity.moderate',
    tags,
    summary: 'Start a session (state started); the course must have group training switched on (409)',
    params: groupTrainingParamsSchema,
    body: groupTrainingStartBodySchema,
    responses: { 201: groupTrainingSessionSchema },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/courses/:courseId/group-training/sessions/:sessionId',
    permission: 'activity.moderate',
    tags,
    summary: 'Rename, set attendees or end, resume, cancel a session from its version',
    params: groupTrainingSessionParamsSchema,
    body: groupTrainingUpdateBodySchema,
    responses: { 200: groupTrainingSessionSchema },
  }),
  people: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/group-training/people',
    permission: 'activity.moderate',
    tags,
    summary: 'The learners the caller may add as attendees',
    params: groupTrainingParamsSchema,
    responses: { 200: groupTrainingPeopleResponseSchema },
  }),
};
