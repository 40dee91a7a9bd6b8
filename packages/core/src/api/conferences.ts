import { z } from 'zod';
import { pagedListSchema } from '../entities/paged-list.ts';
import { isoDateTimeSchema } from '../entities/shared-fields.ts';
import {
  activityEditableFields,
  activityPagingFields,
  activityParamsSchema,
  activityResponseHeadFields,
  activityUpdateFields,
  learnerActivityHeadFields,
  newActivityHead,
  pathIdSchema,
  savedActivityFields,
  unsavedActivityVersion,
} from './activity-fields.ts';

// Conferences (virtual classrooms, authoring §1/§2 and issue 6): a lesson of kind Conference with a
// title, description, start and end, a join link and a capacity; learners register, the facilitator
// marks attendance. Paths are ours in the spirit of the spec's (/api/conferences/{id}…).

export const MAX_CONFERENCE_CAPACITY = 100_000;

export const conferenceParamsSchema = activityParamsSchema;
export const conferenceRegistrationParamsSchema = conferenceParamsSchema.extend({ registrationId: pathIdSchema });

/** A meeting address people open in their browser: http(s) only, so no script address is ever linked. */
export const joinUrlSchema = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]);

const conferenceFields = {
  ...activityEditableFields,
  startDateTime: isoDateTimeSchema.nullable(),
  endDateTime: isoDateTimeSchema.nullable(),
  /** Empty until the meeting exists. */
  joinUrl: joinUrlSchema,
  /** Null: unlimited. */
  capacity: z.number().int().min(1).max(MAX_CONFERENCE_CAPACITY).nullable(),
};

export const conferenceResponseSchema = z.object({
  ...activityResponseHeadFields,
  startDateTime: isoDateTimeSchema.nullable(),
  endDateTime: isoDateTimeSchema.nullable(),
  joinUrl: z.string(),
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int().min(0),
  ...savedActivityFields,
});
export type ConferenceResponse = z.infer<typeof conferenceResponseSchema>;

/** What a conference keeps of its own when it is created: unscheduled, no join link yet, unlimited places. */
export function defaultConferenceSettings(): Pick<ConferenceResponse, 'startDateTime' | 'endDateTime' | 'joinUrl' | 'capacity'> {
  return { startDateTime: null, endDateTime: null, joinUrl: '', capacity: null };
}

/** A conference not created yet (id "new"), in the course it will join; nobody has registered. */
export function newConference(courseId: string): ConferenceResponse {
  return { ...newActivityHead(courseId), ...defaultConferenceSettings(), registeredCount: 0, ...unsavedActivityVersion() };
}

/** PUT /api/conferences/{id}: as for discussions (version; id "new" creates in courseId with 201). */
export const conferenceUpdateBodySchema = z
  .object(conferenceFields)
  .partial()
  .extend(activityUpdateFields)
  .refine((body) => !body.startDateTime || !body.endDateTime || Date.parse(body.startDateTime) < Date.parse(body.endDateTime), {
    message: 'The end must be after the start.',
    path: ['endDateTime'],
  });
export type ConferenceUpdateBody = z.infer<typeof conferenceUpdateBodySchema>;

export const conferenceRegistrationSchema = z.object({
  id: z.string(),
  conferenceId: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  registeredAt: isoDateTimeSchema,
  /** Null until the facilitator marks it. */
  attended: z.boolean().nullable(),
});
export type ConferenceRegistration = z.infer<typeof conferenceRegistrationSchema>;

/** GET /api/conferences/{id}/registrations: in the order people registered. */
export const conferenceRegistrationsQuerySchema = z.object(activityPagingFields);
export type ConferenceRegistrationsQuery = z.infer<typeof conferenceRegistrationsQuerySchema>;
export const conferenceRegistrationsResponseSchema = pagedListSchema(conferenceRegistrationSchema);
export type ConferenceRegistrationsResponse = z.infer<typeof conferenceRegistrationsResponseSchema>;

/** PUT /api/conferences/{id}/registrations/{registrationId}/attendance. */
export const attendanceBodySchema = z.object({ attended: z.boolean() });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

export const conferencePhaseSchema = z.enum(['unscheduled', 'upcoming', 'live', 'ended']);

/**
 * GET /api/conferences/{id}/learner, and the answer of POST/DELETE …/registration: the published
 * conference as its learner sees it. joinUrl is given only to registered learners while they may join.
 */
export const learnerConferenceSchema = z.object({
  ...learnerActivityHeadFields,
  startDateTime: isoDateTimeSchema.nullable(),
  endDateTime: isoDateTimeSchema.nullable(),
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int().min(0),
  spotsLeft: z.number().int().min(0).nullable(),
  phase: conferencePhaseSchema,
  registered: z.boolean(),
  attended: z.boolean().nullable(),
  canJoin: z.boolean(),
  joinUrl: z.string().nullable(),
});
export type LearnerConference = z.infer<typeof learnerConferenceSchema>;
