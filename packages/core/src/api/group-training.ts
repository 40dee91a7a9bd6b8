import { z } from 'zod';
import { pagedListSchema } from '../entities/paged-list.ts';
import { isoDateTimeSchema } from '../entities/shared-fields.ts';
import { groupTrainingStateSchema } from '../enums/lifecycle-states.ts';
import { versionSchema } from './courses.ts';
import { activityAuthorSchema } from './discussions.ts';
import { activityPagingFields, pathIdSchema } from './activity-fields.ts';
import { singleLineTextSchema } from './text.ts';

// Group training sessions of a course (authoring §2/§4, issue 6): a facilitator runs the course with a
// group in the room; a session goes started, ended, resumed, cancelled and lists its attendees.
// Paths are ours: /api/courses/{courseId}/group-training/sessions…

export const MAX_GROUP_TRAINING_ATTENDEES = 500;

export const groupTrainingParamsSchema = z.object({ courseId: pathIdSchema });
export const groupTrainingSessionParamsSchema = groupTrainingParamsSchema.extend({ sessionId: pathIdSchema });

export const groupTrainingAttendeeSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type GroupTrainingAttendee = z.infer<typeof groupTrainingAttendeeSchema>;

export const groupTrainingSessionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  state: groupTrainingStateSchema,
  facilitator: activityAuthorSchema,
  attendees: z.array(groupTrainingAttendeeSchema),
  startedAt: isoDateTimeSchema,
  /** When it last ended; null while running or when cancelled before ending. */
  endedAt: isoDateTimeSchema.nullable(),
  version: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
});
export type GroupTrainingSession = z.infer<typeof groupTrainingSessionSchema>;

/** GET …/group-training/sessions: newest first. */
export const groupTrainingSessionsQuerySchema = z.object(activityPagingFields);
export type GroupTrainingSessionsQuery = z.infer<typeof groupTrainingSessionsQuerySchema>;
export const groupTrainingSessionsResponseSchema = pagedListSchema(groupTrainingSessionSchema);
export type GroupTrainingSessionsResponse = z.infer<typeof groupTrainingSessionsResponseSchema>;

const attendeeIdsSchema = z
  .array(z.uuid())
  .max(MAX_GROUP_TRAINING_ATTENDEES)
  .transform((ids) => [...new Set(ids)]);

/** POST …/group-training/sessions: starts a session (the course must have group training enabled). */
export const groupTrainingStartBodySchema = z.object({
  title: singleLineTextSchema(1, 200),
  attendeeIds: attendeeIdsSchema.default([]),
});
export type GroupTrainingStartBody = z.infer<typeof groupTrainingStartBodySchema>;

/** PUT …/group-training/sessions/{sessionId}: rename, set the attendees, and/or move to a state, from `version`. */
export const groupTrainingUpdateBodySchema = z.object({
  version: versionSchema,
  title: singleLineTextSchema(1, 200).optional(),
  attendeeIds: attendeeIdsSchema.optional(),
  state: groupTrainingStateSchema.optional(),
});
export type GroupTrainingUpdateBody = z.infer<typeof groupTrainingUpdateBodySchema>;

/** GET …/group-training/people: whom a facilitator may add as attendees (the account's learners). */
export const groupTrainingPeopleResponseSchema = z.object({ items: z.array(groupTrainingAttendeeSchema) });
export type GroupTrainingPeopleResponse = z.infer<typeof groupTrainingPeopleResponseSchema>;
