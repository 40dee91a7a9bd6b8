import {
  learnerObservationSchema,
  observableLearnersResponseSchema,
  observationParamsSchema,
  observationResponseSchema,
  observationStartBodySchema,
  observationSubmissionParamsSchema,
  observationSubmissionSchema,
  observationSubmissionsQuerySchema,
  observationSubmissionsResponseSchema,
  observationSubmissionUpdateBodySchema,
  observationUpdateBodySchema,
} from '../api/observations.ts';
import { copyActivityByPathContract, removeActivityContract } from './activity-lessons.ts';
import { activitySettingsContracts } from './activity-settings.ts';
import { defineContract } from './define.ts';

// Observations (practical assessments): settings, the observer's records, the learner's results
// (docs/decisions.md). A facilitator in user groups observes the people of their groups.

const tags = ['observations'];
const kind = { path: '/api/observations', noun: 'observation', tags };

export const observationContracts = {
  ...activitySettingsContracts({
    ...kind,
    latestSummary: 'with its criteria and version for saving',
    body: observationUpdateBodySchema,
    response: observationResponseSchema,
  }),
  learners: defineContract({
    method: 'GET',
    path: '/api/observations/:id/learners',
    permission: 'activity.moderate',
    tags,
    summary: 'The learners the caller may observe (a facilitator in user groups: those of their groups)',
    params: observationParamsSchema,
    responses: { 200: observableLearnersResponseSchema },
  }),
  submissions: defineContract({
    method: 'GET',
    path: '/api/observations/:id/submissions',
    permission: 'activity.moderate',
    tags,
    summary: 'A page of observation records, newest first (learnerId: of one learner)',
    params: observationParamsSchema,
    query: observationSubmissionsQuerySchema,
    responses: { 200: observationSubmissionsResponseSchema },
  }),
  start: defineContract({
    method: 'POST',
    path: '/api/observations/:id/submissions',
    permission: 'activity.moderate',
    tags,
    summary: 'Start observing a learner: a record in state started',
    params: observationParamsSchema,
    body: observationStartBodySchema,
    responses: { 201: observationSubmissionSchema },
  }),
  updateSubmission: defineContract({
    method: 'PUT',
    path: '/api/observations/:id/submissions/:submissionId',
    permission: 'activity.moderate',
    tags,
    summary: 'Save, resume, submit or complete (with passed) a record from its version; ratings and note go with save, resume and submit',
    params: observationSubmissionParamsSchema,
    body: observationSubmissionUpdateBodySchema,
    responses: { 200: observationSubmissionSchema },
  }),
  learner: defineContract({
    method: 'GET',
    path: '/api/observations/:id/learner',
    permission: 'activity.viewOwn',
    tags,
    summary: "The published observation as its learner sees it, with the learner's submitted and completed records",
    params: observationParamsSchema,
    responses: { 200: learnerObservationSchema },
  }),
  remove: removeActivityContract(kind),
  copy: copyActivityByPathContract(kind),
};
