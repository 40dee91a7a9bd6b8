import { courseBriefcaseSchema } from './course-briefcase.ts';
import { z } from 'zod';
import { courseStatusSchema } from '../enums/course-status.ts';
import { courseCreationTypeSchema, generationStatusSchema } from '../enums/course-creation.ts';
import { dueDateTypeSchema } from '../enums/due-date-types.ts';
import { certificateLayoutSchema } from '../enums/certificate-layouts.ts';
import { COURSE_CREATION_TYPE, NEW_ITEM_ID } from '../constants.ts';
import { isKnownTimeZone } from '../courses/zoned-time.ts';
import { defaultDisplayConfig, displayConfigSchema } from './display-config.ts';
import { entityIdSchema, externalIdSchema, imageReferenceSchema, isoDateTimeSchema, percentageSchema } from './shared-fields.ts';

export const courseTitleSchema = z.string().trim().min(1).max(200);
export const courseDescriptionSchema = z.string().max(5000);

/** Authoring §3: each lesson of a course is listed with its id and whether it is published. */
export const courseLessonRefSchema = z.object({ id: entityIdSchema, isPublished: z.boolean() });
export type CourseLessonRef = z.infer<typeof courseLessonRefSchema>;

export const courseTagSchema = z.object({ id: entityIdSchema, name: z.string().max(100) });
export type CourseTag = z.infer<typeof courseTagSchema>;

/** Templates §3.4 "modules": a named group of the course's lessons, in order. */
export const courseModuleSchema = z.object({
  id: entityIdSchema,
  title: z.string().max(200),
  lessonIds: z.array(entityIdSchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

export const completionCriteriaSchema = z.object({
  percentage: percentageSchema,
  // The share of lessons at which a milestone is celebrated; null means no milestone.
  milestonePercentage: percentageSchema.nullable(),
  // The layout is ours (issue 16): absent means the standard one.
  certificate: z.object({ enabled: z.boolean(), layout: certificateLayoutSchema.optional() }),
  openToComplete: z.boolean(),
});
export type CompletionCriteria = z.infer<typeof completionCriteriaSchema>;

const monthDayPattern = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// 29 February is a day of the year (kept as the 28th in other years); 31 April is not.
const isDayOfYear = (value: string) =>
  Number(value.slice(3)) <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(value.slice(0, 2)) - 1]!;

/**
 * Templates §3.4 mandatory: the due-date rule. dueDate is for due-by (and the first cycle of
 * recurring-completion-date when given), relativeDueDays for relative-due-by, recurrenceMonths for
 * recurring-completion-date and recurring-publish-date (12 when not given), recurringDate ("MM-DD") for
 * recurring-static-date; timeZone (IANA) is where the calendar rules are read (UTC when not given).
 */
export const mandatorySchema = z.object({
  type: dueDateTypeSchema,
  dueDate: isoDateTimeSchema.nullable().optional(),
  relativeDueDays: z.number().int().min(1).max(3650).nullable().optional(),
  recurrenceMonths: z.number().int().min(1).max(120).nullable().optional(),
  recurringDate: z.string().regex(monthDayPattern).refine(isDayOfYear, 'Not a day of the year.').nullable().optional(),
  timeZone: z.string().max(64).refine(isKnownTimeZone, 'Not a known time zone.').nullable().optional(),
});
export type Mandatory = z.infer<typeof mandatorySchema>;

/**
 * The due-date rule as a save sends it: due-by means nothing without its date, relative-due-by without
 * its number of days, nor recurring-static-date without its day, so each is refused without it (issue 11,
 * issue 16). Stored courses are read with mandatorySchema, so an older course saved without them still opens.
 */
export const mandatorySaveSchema = mandatorySchema
  .refine((mandatory) => mandatory.type !== 'due-by' || Boolean(mandatory.dueDate), {
    path: ['dueDate'],
    message: 'A course due by a date needs the date (dueDate).',
  })
  .refine((mandatory) => mandatory.type !== 'relative-due-by' || Boolean(mandatory.relativeDueDays), {
    path: ['relativeDueDays'],
    message: 'A course due some days after it is assigned needs the number of days (relativeDueDays).',
  })
  .refine((mandatory) => mandatory.type !== 'recurring-static-date' || Boolean(mandatory.recurringDate), {
    path: ['recurringDate'],
    message: 'A course due every year on a date needs the day (recurringDate, MM-DD).',
  });

export const leaderboardSchema = z.object({ id: entityIdSchema.nullable(), isEnabled: z.boolean() });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// Authoring §3 Course and the course defaults of authoring §3 and templates §3.4.
export const courseSchema = z.object({
  id: entityIdSchema,
  title: z.string().max(200),
  description: courseDescriptionSchema,
  brandingImage: imageReferenceSchema,
  libraryImage: imageReferenceSchema,
  thumbnail: imageReferenceSchema,
  creationType: courseCreationTypeSchema,
  collectionId: entityIdSchema.optional(),
  externalId: externalIdSchema,
  display: z.object({ active: z.boolean() }),
  courseStatus: courseStatusSchema,
  publishOn: isoDateTimeSchema.nullable(),
  unpublishOn: isoDateTimeSchema.nullable(),
  hasUnpublishedChanges: z.boolean(),
  versionNumber: z.number().int().min(1),
  generationStatus: generationStatusSchema,
  tags: z.array(courseTagSchema),
  microCredential: z.object({ isEnabled: z.boolean() }),
  leaderboard: leaderboardSchema,
  isGroupTrainingEnabled: z.boolean(),
  lessons: z.array(courseLessonRefSchema),
  modules: z.array(courseModuleSchema),
  universalAccess: z.boolean(),
  userGroups: z.array(entityIdSchema),
  prerequisites: z.array(entityIdSchema),
  completionCriteria: completionCriteriaSchema,
  mandatory: mandatorySchema,
  config: displayConfigSchema,
  // Templates §3.4: "contents not shown"; permission names the signed-in user holds on this course.
  userPermissions: z.array(z.string()),
  // Optimistic saves (DESIGN.md "no lost work"): every change of the course row raises it by one, and a
  // save naming an older version answers 409 with the current course instead of overwriting it.
  version: z.number().int().min(1),
  // Ours: the people a restricted-author may edit this course for (user ids of the same account).
  sharedWith: z.array(entityIdSchema),
  // Ours (issue 13): the documents learners open or download from the course page.
  briefcase: courseBriefcaseSchema,
});
export type Course = z.infer<typeof courseSchema>;

export function defaultCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: NEW_ITEM_ID,
    title: '',
    description: '',
    brandingImage: '',
    libraryImage: '',
    thumbnail: '',
    creationType: COURSE_CREATION_TYPE,
    externalId: '',
    display: { active: false },
    courseStatus: 'Draft',
    publishOn: null,
    unpublishOn: null,
    hasUnpublishedChanges: false,
    versionNumber: 1,
    generationStatus: 'Generated',
    tags: [],
    microCredential: { isEnabled: false },
    leaderboard: { id: null, isEnabled: false },
    isGroupTrainingEnabled: false,
    lessons: [],
    modules: [],
    universalAccess: false,
    userGroups: [],
    prerequisites: [],
    completionCriteria: {
      percentage: 100,
      milestonePercentage: null,
      certificate: { enabled: true },
      openToComplete: false,
    },
    mandatory: { type: 'no-due-date' },
    config: defaultDisplayConfig(),
    userPermissions: [],
    version: 1,
    sharedWith: [],
    briefcase: [],
    ...overrides,
  };
}

// Authoring §7 POST /api/courses: title, description, brandingImage, libraryImage, creationType,
// collectionId. Bounds are ours (authoring §5: "not shown").
export const courseCreateBodySchema = z.object({
  title: courseTitleSchema,
  description: courseDescriptionSchema.default(''),
  brandingImage: imageReferenceSchema.default(''),
  libraryImage: imageReferenceSchema.default(''),
  creationType: courseCreationTypeSchema.default(COURSE_CREATION_TYPE),
  /** Null, as a client without a collection sends it, is no collection (as PUT's null clears it). */
  collectionId: entityIdSchema.nullable().optional(),
});
export type CourseCreateBody = z.infer<typeof courseCreateBodySchema>;
