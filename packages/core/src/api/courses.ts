import { z } from 'zod';
import { courseBriefcaseSchema } from '../entities/course-briefcase.ts';
import {
  completionCriteriaSchema,
  courseDescriptionSchema,
  courseModuleSchema,
  courseSchema,
  courseTitleSchema,
  displayConfigSchema,
  entityIdSchema,
  externalIdSchema,
  imageReferenceSchema,
  isoDateTimeSchema,
  lessonKindSchema,
  mandatorySaveSchema,
  miniCourseSchema,
  MINI_COURSE_PAGE_SIZE,
  scheduleStatusSchema,
} from './domain.ts';
import { pagedListSchema } from '../entities/paged-list.ts';
import { paginationQuerySchema } from './pagination.ts';
import { singleLineTextSchema } from './text.ts';

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────

// Spec §7: GET /api/courses takes pageSize (2000) and page (1).
export const courseListQuerySchema = paginationQuerySchema.extend({
  pageSize: paginationQuerySchema.shape.pageSize.default(MINI_COURSE_PAGE_SIZE),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** Spec authoring §3: a list is items, currentPage (from 1) and totalCount; pageSize echoes the query. */
export const courseListResponseSchema = pagedListSchema(miniCourseSchema).extend({
  pageSize: z.number().int().min(1),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

/** Path parameters of every /api/courses/{courseId}… and /api/course/{courseId}/… call. */
export const courseParamsSchema = z.object({ courseId: z.string().min(1).max(100) });
export type CourseParams = z.infer<typeof courseParamsSchema>;

/** Path parameters of calls on one item below a course, e.g. /api/courses/{courseId}/topics/{id}. */
export const courseItemParamsSchema = courseParamsSchema.extend({ id: z.string().min(1).max(100) });
export type CourseItemParams = z.infer<typeof courseItemParamsSchema>;

// ── Optimistic saves ──────────────────────────────────────────────────────────────────────────────

/** The course version a change starts from (Course.version). */
export const versionSchema = z.number().int().min(1);

/**
 * The 409 of a stale save: `code` 'conflict', and the course as it now is, so the editor can offer to
 * reload or to apply the user's edit on top of it. Nothing was written.
 */
export const courseConflictPayloadSchema = z.object({
  message: z.string(),
  code: z.literal('conflict'),
  details: z.object({ current: courseSchema }),
});
export type CourseConflictPayload = z.infer<typeof courseConflictPayloadSchema>;

// Every call below answers the updated Course (with its new version) unless it says otherwise.
// `version` is required on PUT /api/courses/{courseId}; on the single-purpose calls it is optional:
// when given, a stale one answers 409 like a course save; when left out, the change applies to the
// course as it is (each of them sets one thing to a given value, so nothing else can be overwritten).
const optionalVersion = { version: versionSchema.optional() };

// ── Creating and saving ───────────────────────────────────────────────────────────────────────────

/** POST /api/courses (spec §7): title, description, brandingImage, libraryImage, creationType, collectionId → 201 Course. */
export { courseCreateBodySchema, type CourseCreateBody } from './domain.ts';

/**
 * PUT /api/courses/{courseId} (spec §7: "course data merged"): the fields given replace the stored
 * ones; fields left out stay. Status, tags, access, prerequisites, leaderboard, group training, sharing
 * and lessons change only through their own calls, so their rules always apply: when sent here (e.g.
 * the whole Course), they are ignored. Descriptions are plain text, never rendered as HTML. version is
 * the one the edit started from; left out, as the spec's body is written, If-Match names it instead
 * (contracts/save-version.ts).
 */
export const courseUpdateBodySchema = z.object({
  version: versionSchema.optional(),
  title: courseTitleSchema.optional(),
  description: courseDescriptionSchema.optional(),
  brandingImage: imageReferenceSchema.optional(),
  libraryImage: imageReferenceSchema.optional(),
  thumbnail: imageReferenceSchema.optional(),
  externalId: externalIdSchema.optional(),
  collectionId: entityIdSchema.nullable().optional(),
  microCredential: z.object({ isEnabled: z.boolean() }).optional(),
  completionCriteria: completionCriteriaSchema.optional(),
  mandatory: mandatorySaveSchema.optional(),
  config: displayConfigSchema.optional(),
  // The course builder's outline; lesson ids must be lessons of this course, each in one module at most.
  modules: z.array(courseModuleSchema).max(500).optional(),
  briefcase: courseBriefcaseSchema.optional(),
});
export type CourseUpdateBody = z.infer<typeof courseUpdateBodySchema>;

/** A new tag's name, as typed. Tags are account-wide and matched by name, ignoring case. */
export const tagNameSchema = singleLineTextSchema(1, 100);

/**
 * PUT /api/courses/{courseId}/tags (spec §7: tagIds). The course's tags become exactly tagIds, plus
 * one tag per name in newTagNames (created on the fly, or the existing tag of that name).
 */
export const courseTagsBodySchema = z.object({
  tagIds: z.array(entityIdSchema).max(100),
  newTagNames: z.array(tagNameSchema).max(100).optional(),
  ...optionalVersion,
});
export type CourseTagsBody = z.infer<typeof courseTagsBodySchema>;

/** PUT /api/courses/{courseId}/group-training (spec §7: isEnabled). */
export const groupTrainingBodySchema = z.object({ isEnabled: z.boolean(), ...optionalVersion });
export type GroupTrainingBody = z.infer<typeof groupTrainingBodySchema>;

/** POST /api/v2/leaderBoard/enable (spec §7: courseId, isEnabled). */
export const leaderboardEnableBodySchema = z.object({ courseId: entityIdSchema, isEnabled: z.boolean(), ...optionalVersion });
export type LeaderboardEnableBody = z.infer<typeof leaderboardEnableBodySchema>;

/** PUT /api/courses/{courseId}/usergroups (spec §7: universalAccess, userGroups — ids of the account's user groups). */
export const courseUserGroupsBodySchema = z.object({
  universalAccess: z.boolean(),
  userGroups: z.array(entityIdSchema).max(1000),
  ...optionalVersion,
});
export type CourseUserGroupsBody = z.infer<typeof courseUserGroupsBodySchema>;

/**
 * PUT /api/courses/{courseId}/prerequisites (spec §7: prerequisites): ids of other courses of the
 * account. The course itself answers 400; a chain leading back to this course answers 409.
 */
export const coursePrerequisitesBodySchema = z.object({
  prerequisites: z.array(entityIdSchema).max(100),
  ...optionalVersion,
});
export type CoursePrerequisitesBody = z.infer<typeof coursePrerequisitesBodySchema>;

/** PUT /api/courses/{courseId}/sharing (ours): the user ids of the account a restricted-author may edit this course for. */
export const courseSharingBodySchema = z.object({ sharedWith: z.array(entityIdSchema).max(1000), ...optionalVersion });
export type CourseSharingBody = z.infer<typeof courseSharingBodySchema>;

// ── Status changes (spec §4; the allowed transitions are in core/courses) ─────────────────────────

/** POST /api/courses/{courseId}/publish (ours): Published now, display active; tagIds, when given, become the course's tags. */
export const coursePublishBodySchema = z.object({ tagIds: z.array(entityIdSchema).max(100).optional(), ...optionalVersion });
export type CoursePublishBody = z.infer<typeof coursePublishBodySchema>;

/**
 * POST /api/courses/{courseId}/schedule (ours). scheduleStatus Now publishes at once; Later makes the
 * course Scheduled until publishOn (required, in the future), display active. unpublishOn, when given,
 * must come after the publication; the course then goes back to Draft by itself at that time.
 */
export const courseScheduleBodySchema = z
  .object({
    scheduleStatus: scheduleStatusSchema,
    publishOn: isoDateTimeSchema.optional(),
    unpublishOn: isoDateTimeSchema.nullable().optional(),
    ...optionalVersion,
  })
  .refine((body) => body.scheduleStatus === 'Now' || body.publishOn !== undefined, {
    path: ['publishOn'],
    message: 'A course scheduled for later needs publishOn.',
  })
  .refine((body) => !body.publishOn || !body.unpublishOn || Date.parse(body.unpublishOn) > Date.parse(body.publishOn), {
    path: ['unpublishOn'],
    message: 'unpublishOn must come after publishOn.',
  });
export type CourseScheduleBody = z.infer<typeof courseScheduleBodySchema>;

/**
 * The optional body of POST …/unpublish (spec §7, no body), …/draft, …/archive, …/submit-for-review and
 * …/mark-reviewed (ours). An empty body or none at all is fine (the server reads a missing body as null).
 */
export const courseStatusChangeBodySchema = z.object({ ...optionalVersion }).nullish();
export type CourseStatusChangeBody = z.infer<typeof courseStatusChangeBodySchema>;

// ── Content navigation ────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/courses/contentNavigation (spec §7 names the path only): the course's published lessons in
 * order, for previous / next navigation; with lessonId, the neighbours of that lesson.
 */
export const contentNavigationQuerySchema = z.object({
  courseId: entityIdSchema,
  lessonId: entityIdSchema.optional(),
});
export type ContentNavigationQuery = z.infer<typeof contentNavigationQuerySchema>;

export const contentNavigationItemSchema = z.object({ id: z.string(), kind: lessonKindSchema, title: z.string() });
export type ContentNavigationItem = z.infer<typeof contentNavigationItemSchema>;

export const contentNavigationResponseSchema = z.object({
  courseId: z.string(),
  items: z.array(contentNavigationItemSchema),
  /** The lesson before / after lessonId among the published lessons; null at either end or without lessonId. */
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});
export type ContentNavigationResponse = z.infer<typeof contentNavigationResponseSchema>;
