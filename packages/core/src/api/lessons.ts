import { z } from 'zod';
import {
  attemptRestrictionSchema,
  entityIdSchema,
  externalIdSchema,
  isoDateTimeSchema,
  lessonKindSchema,
  lessonPlatforms,
  lessonSchema,
  planningSchema,
  slideSchema,
  styleConfigurationSchema,
  versionTypeSchema,
} from './domain.ts';
import { versionSchema } from './courses.ts';
import { singleLineTextSchema } from './text.ts';

/** Path parameters of /api/lessons/{id}, /api/discussions/{id}, /api/assessments/{id}, /api/observations/{id}, /api/conferences/{id}. */
export const lessonParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type LessonParams = z.infer<typeof lessonParamsSchema>;

/** Spec §7: versionType, Latest by default. */
export const lessonVersionQuerySchema = z.object({ versionType: versionTypeSchema.default('Latest') });
export type LessonVersionQuery = z.infer<typeof lessonVersionQuerySchema>;

/**
 * One row of GET /api/course/{courseId}/lessons: what the editor's lesson list shows, in course order.
 * With versionType Published only lessons with a Published version are listed, as published.
 */
export const lessonSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  kind: lessonKindSchema,
  title: z.string(),
  description: z.string(),
  versionType: versionTypeSchema,
  isPublished: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  version: z.number().int().min(1),
  modified: isoDateTimeSchema,
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const courseLessonsResponseSchema = z.array(lessonSummarySchema);
export type CourseLessonsResponse = z.infer<typeof courseLessonsResponseSchema>;

/** GET /api/lessons/{id} answers the whole Lesson entity of the asked version. */
export { lessonSchema as lessonResponseSchema } from './domain.ts';

export const lessonTitleSchema = singleLineTextSchema(1, 200);
export const lessonDescriptionSchema = z.string().max(5000);

/**
 * POST /api/course/{courseId}/lessons (ours): a new lesson of any of the five kinds with the spec's
 * defaults (discussions and assessments with theirs), appended at the end of the course → 201 Lesson.
 */
export const lessonCreateBodySchema = z.object({
  kind: lessonKindSchema,
  title: lessonTitleSchema,
  description: lessonDescriptionSchema.optional(),
});
export type LessonCreateBody = z.infer<typeof lessonCreateBodySchema>;

/**
 * PUT /api/lessons/{id} (spec §3 "Lesson (saved fields)"): the fields given replace the Latest
 * version's; version is the lesson version the edit started from (stale → 409 with the current lesson),
 * or, left out as the spec's body is written, If-Match names it (contracts/save-version.ts).
 * courseId, when it names another course of the account, moves the lesson to the end of that course.
 * The Published version only changes by publishing, so versionType can only be Latest here.
 */
export const lessonUpdateBodySchema = z.object({
  version: versionSchema.optional(),
  courseId: entityIdSchema.optional(),
  title: lessonTitleSchema.optional(),
  description: lessonDescriptionSchema.optional(),
  display: z.object({ active: z.boolean() }).optional(),
  externalId: externalIdSchema.optional(),
  hideContentType: z.boolean().optional(),
  hideProgress: z.boolean().optional(),
  hideScore: z.boolean().optional(),
  isRateable: z.boolean().optional(),
  features: z
    .object({
      attemptRestriction: attemptRestrictionSchema.optional(),
      starOptions: z.object({ enabled: z.boolean() }).optional(),
    })
    .optional(),
  metaTags: z.array(z.string().max(100)).max(50).optional(),
  planning: planningSchema.optional(),
  availability: z.object({ platforms: z.array(z.enum(lessonPlatforms)) }).optional(),
  prerequisites: z.array(entityIdSchema).max(100).optional(),
  public: z.boolean().optional(),
  configuration: z
    .object({
      styleConfiguration: styleConfigurationSchema.optional(),
      slides: z.array(slideSchema).max(1000).optional(),
    })
    .optional(),
  useCourseBranding: z.boolean().optional(),
  scoring: z.object({ enabled: z.boolean() }).optional(),
  showStarProgressScore: z.boolean().optional(),
  // Spec lesson defaults' contribution flags: whether learners' contributions wait for a moderator (/peer-authoring).
  contribution: z.object({ isContributable: z.boolean(), requiresApproval: z.boolean() }).optional(),
  versionType: z.literal('Latest').optional(),
});
export type LessonUpdateBody = z.infer<typeof lessonUpdateBodySchema>;

/** The 409 of a stale lesson save: the lesson as it now is. Nothing was written. */
export const lessonConflictPayloadSchema = z.object({
  message: z.string(),
  code: z.literal('conflict'),
  details: z.object({ current: lessonSchema }),
});
export type LessonConflictPayload = z.infer<typeof lessonConflictPayloadSchema>;

/** PUT /api/course/{courseId}/lessons/order (ours): every lesson id of the course, once each, in the new order → Course. */
export const lessonOrderBodySchema = z.object({ lessonIds: z.array(entityIdSchema).max(5000) });
export type LessonOrderBody = z.infer<typeof lessonOrderBodySchema>;

/** POST /api/course/{courseId}/lessons/publish (ours): copies each lesson's Latest version to its Published one → Course. */
export const lessonPublishBodySchema = z.object({ lessonIds: z.array(entityIdSchema).min(1).max(5000) });
export type LessonPublishBody = z.infer<typeof lessonPublishBodySchema>;

/**
 * POST /api/lessons/copy, /api/discussions/copy, /api/conferences/copy (spec §7: lessonId, courseId,
 * skipModule; lessonId required). The copy goes right after the original in its course, or at the end
 * of courseId when that names another course; it joins the original's module unless skipModule is
 * true. The copy is unpublished → 201 Lesson.
 */
export const lessonCopyBodySchema = z.object({
  lessonId: entityIdSchema,
  courseId: entityIdSchema.optional(),
  skipModule: z.boolean().optional(),
});
export type LessonCopyBody = z.infer<typeof lessonCopyBodySchema>;

/** POST /api/observations/{id}/copy (spec §7 puts the id in the path): the rest of the copy body, all optional. */
export const pathLessonCopyBodySchema = lessonCopyBodySchema.omit({ lessonId: true }).nullish();
export type PathLessonCopyBody = z.infer<typeof pathLessonCopyBodySchema>;
