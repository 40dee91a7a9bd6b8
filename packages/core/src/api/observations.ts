import { z } from 'zod';
import { pagedListSchema } from '../entities/paged-list.ts';
import { isoDateTimeSchema } from '../entities/shared-fields.ts';
import { observationSubmissionStateSchema } from '../enums/lifecycle-states.ts';
import { observationActions } from '../sessions/observation-flow.ts';
import { versionSchema } from './courses.ts';
import { activityAuthorSchema } from './discussions.ts';
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
import { singleLineTextSchema } from './text.ts';

// Observations (practical assessments, authoring §1/§2 and issue 6): a lesson of kind Observation whose
// author lists the criteria; a facilitator watches a learner and records a submission through its states
// (templates §4). Paths are ours in the spirit of the spec's (/api/observations/{id}…).

export const MAX_OBSERVATION_CRITERIA = 50;
/** The longest observer's note (plain text) on a criterion or on the whole record. */
export const MAX_OBSERVATION_NOTE_LENGTH = 5000;

export const observationParamsSchema = activityParamsSchema;
export const observationSubmissionParamsSchema = observationParamsSchema.extend({ submissionId: pathIdSchema });

/** One thing the observer looks for; the id keeps ratings attached when criteria are reworded or moved. */
export const observationCriterionSchema = z.object({
  id: z.string().trim().min(1).max(100),
  title: singleLineTextSchema(1, 300),
  description: z.string().max(2000),
});
export type ObservationCriterion = z.infer<typeof observationCriterionSchema>;

const criteriaSchema = z
  .array(observationCriterionSchema)
  .max(MAX_OBSERVATION_CRITERIA)
  .refine((criteria) => new Set(criteria.map((criterion) => criterion.id)).size === criteria.length, {
    message: 'Each criterion needs its own id.',
  });

/** GET /api/observations/{id}/latest and the answer of PUT: the observation's settings (Latest version). */
export const observationResponseSchema = z.object({
  ...activityResponseHeadFields,
  criteria: z.array(observationCriterionSchema),
  ...savedActivityFields,
});
export type ObservationResponse = z.infer<typeof observationResponseSchema>;

/** What an observation keeps of its own when it is created: no criteria yet (the author lists them). */
export function defaultObservationSettings(): Pick<ObservationResponse, 'criteria'> {
  return { criteria: [] };
}

/** An observation not created yet (id "new"), in the course it will join. */
export function newObservation(courseId: string): ObservationResponse {
  return { ...newActivityHead(courseId), ...defaultObservationSettings(), ...unsavedActivityVersion() };
}

/**
 * PUT /api/observations/{id}: the given fields replace the Latest version's, from `version` (stale → 409
 * with details.current). Id "new" creates one at the end of courseId (201), as for discussions.
 */
export const observationUpdateBodySchema = z
  .object({ ...activityEditableFields, criteria: criteriaSchema })
  .partial()
  .extend(activityUpdateFields);
export type ObservationUpdateBody = z.infer<typeof observationUpdateBodySchema>;

/** The observer's judgement of one criterion: met or not (null: not judged yet), with a note. */
export const criterionRatingSchema = z.object({
  criterionId: z.string().min(1).max(100),
  met: z.boolean().nullable(),
  note: z.string().max(MAX_OBSERVATION_NOTE_LENGTH),
});
export type CriterionRating = z.infer<typeof criterionRatingSchema>;

export const observationPersonSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const observationSubmissionSchema = z.object({
  id: z.string(),
  observationId: z.string(),
  learner: observationPersonSchema,
  observer: activityAuthorSchema,
  state: observationSubmissionStateSchema,
  /** Set when completed. */
  passed: z.boolean().nullable(),
  ratings: z.array(criterionRatingSchema),
  note: z.string(),
  version: z.number().int().min(1),
  createdAt: isoDateTimeSchema,
  modifiedAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  completedAt: isoDateTimeSchema.nullable(),
});
export type ObservationSubmission = z.infer<typeof observationSubmissionSchema>;

/** GET /api/observations/{id}/submissions: newest first; learnerId narrows to one learner. */
export const observationSubmissionsQuerySchema = z.object({
  ...activityPagingFields,
  learnerId: z.uuid().optional(),
});
export type ObservationSubmissionsQuery = z.infer<typeof observationSubmissionsQuerySchema>;
export const observationSubmissionsResponseSchema = pagedListSchema(observationSubmissionSchema);
export type ObservationSubmissionsResponse = z.infer<typeof observationSubmissionsResponseSchema>;

/** POST /api/observations/{id}/submissions: the observer starts observing a learner (state started). */
export const observationStartBodySchema = z.object({ learnerId: z.uuid() });
export type ObservationStartBody = z.infer<typeof observationStartBodySchema>;

/**
 * PUT /api/observations/{id}/submissions/{submissionId}: ratings and note replace the record's (while
 * it is a draft), then `action` moves it (save, resume, submit, complete); complete needs `passed`.
 * version is the one the observer started from (stale → 409 with details.current).
 */
export const observationSubmissionUpdateBodySchema = z
  .object({
    version: versionSchema,
    action: z.enum(observationActions),
    ratings: z.array(criterionRatingSchema).max(MAX_OBSERVATION_CRITERIA).optional(),
    note: z.string().max(MAX_OBSERVATION_NOTE_LENGTH).optional(),
    passed: z.boolean().optional(),
  })
  .refine((body) => body.action !== 'complete' || body.passed !== undefined, {
    message: 'Say whether the learner passed.',
    path: ['passed'],
  })
  .refine((body) => body.action === 'complete' || body.passed === undefined, {
    message: 'Passed is decided when completing.',
    path: ['passed'],
  });
export type ObservationSubmissionUpdateBody = z.infer<typeof observationSubmissionUpdateBodySchema>;

/** Someone an observer can pick: the learners of the account. */
export const observableLearnerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const observableLearnersResponseSchema = z.object({ items: z.array(observableLearnerSchema) });
export type ObservableLearner = z.infer<typeof observableLearnerSchema>;

/**
 * GET /api/observations/{id}/learner: the published observation as its learner sees it, with their own
 * records once submitted (drafts stay with the observer), newest first.
 */
export const learnerObservationSchema = z.object({
  ...learnerActivityHeadFields,
  criteria: z.array(observationCriterionSchema),
  submissions: z.array(observationSubmissionSchema),
  /** The newest completed record passed. */
  passed: z.boolean(),
});
export type LearnerObservation = z.infer<typeof learnerObservationSchema>;
