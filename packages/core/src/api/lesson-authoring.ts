import { z } from 'zod';
import { entityIdSchema, slideSchema, styleConfigurationSchema } from './domain.ts';
import { languageTagSchema } from '../enums/locales.ts';
import { DEFAULT_LOCALE, DEFAULT_SLIDE_SUBTYPE, FIRST_DISPLAY_INDEX } from '../constants.ts';
import { VALIDATION_FAILED } from './errors.ts';

// Authoring §7 "Lesson authoring": PUT api/lesson-authoring/{id} is the spec's; the lesson config fetch
// and the other-courses fetch exist without paths, so theirs are ours: GET /api/lesson-authoring/{id}
// and GET /api/lesson-authoring/{id}/other-courses.

/** The most slides one lesson may hold; a 200-slide lesson is the size the editor is measured at. */
export const MAX_SLIDES_PER_LESSON = 1000;

/** The language of a lesson's slides when a save omits it (authoring §7: omitted when it is the default). */
export const DEFAULT_LESSON_LANGUAGE = DEFAULT_LOCALE;

/** Path parameters of /api/lesson-authoring/{id}…: the lesson's id. */
export const lessonAuthoringParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type LessonAuthoringParams = z.infer<typeof lessonAuthoringParamsSchema>;

/**
 * The identifier of a saved slides state: a fresh random id per save, null before the first save.
 * A save names the identifier it started from; a stale one answers 409.
 */
export const slidesStateIdentifierSchema = z.string().min(1).max(100).nullable();

/**
 * GET /api/lesson-authoring/{id} → the lesson config the slide editor opens with: the Latest slides
 * (as stored: derived questions in metadata, displayIndex from 1), their state identifier and language,
 * and what the editor shows around them (course and lesson titles, the lesson's style).
 */
export const lessonAuthoringConfigSchema = z.object({
  lessonId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  slides: z.array(slideSchema),
  latestSavedSlidesStateIdentifier: slidesStateIdentifierSchema,
  language: languageTagSchema,
  styleConfiguration: styleConfigurationSchema,
});
export type LessonAuthoringConfig = z.infer<typeof lessonAuthoringConfigSchema>;

/**
 * A slide as a save sends it. What the server derives on every save may be left out: displayIndex
 * (renumbered from 1), metadata.questions (derived from data), subtype ('default' when missing).
 */
export const slideSaveSchema = slideSchema.extend({
  id: z.string().trim().min(1).max(100),
  type: z.string().min(1).max(100),
  subtype: z.string().min(1).max(100).default(DEFAULT_SLIDE_SUBTYPE),
  name: z.string().max(500).default(''),
  displayIndex: z.number().int().min(FIRST_DISPLAY_INDEX).optional(),
  templateName: z.string().max(200).default(''),
  templateDescription: z.string().max(2000).default(''),
  metadata: slideSchema.shape.metadata.partial().optional(),
});
export type SlideSave = z.input<typeof slideSaveSchema>;

/**
 * PUT /api/lesson-authoring/{id} (authoring §7): the whole deck. latestSavedSlidesStateIdentifier is the
 * identifier the edit started from; language is omitted when it is the default (DEFAULT_LESSON_LANGUAGE).
 * Null entries in the deck are dropped, as in the slides' own arrays (authoring §5).
 */
export const lessonAuthoringSaveBodySchema = z.object({
  slides: z.array(slideSaveSchema.nullable()).max(MAX_SLIDES_PER_LESSON),
  latestSavedSlidesStateIdentifier: slidesStateIdentifierSchema,
  language: languageTagSchema.optional(),
});
export type LessonAuthoringSaveBody = z.input<typeof lessonAuthoringSaveBodySchema>;

/**
 * PUT /api/lesson-authoring/{id} → the new identifier, the slides as stored (derived questions,
 * displayIndex) and the language stored with them, as GET answers it (the default when the save left it out).
 */
export const lessonAuthoringSaveResponseSchema = z.object({
  latestSavedSlidesStateIdentifier: z.string(),
  slides: z.array(slideSchema),
  language: languageTagSchema,
});
export type LessonAuthoringSaveResponse = z.infer<typeof lessonAuthoringSaveResponseSchema>;

/** The slides state a stale save lost to: what the 409 carries so the editor can offer both versions. */
export const lessonSlidesStateSchema = z.object({
  slides: z.array(slideSchema),
  latestSavedSlidesStateIdentifier: slidesStateIdentifierSchema,
  language: languageTagSchema,
});
export type LessonSlidesState = z.infer<typeof lessonSlidesStateSchema>;

/** 409 of a save naming an older identifier: nothing was written. */
export const lessonAuthoringConflictPayloadSchema = z.object({
  message: z.string(),
  code: z.literal('conflict'),
  details: z.object({ current: lessonSlidesStateSchema }),
});
export type LessonAuthoringConflictPayload = z.infer<typeof lessonAuthoringConflictPayloadSchema>;

/**
 * 400 of a slide whose data does not fit its template (or whose type is unknown). The message names the
 * slide number (from 1), the template's display name and the field path; slideIndex counts from 0.
 */
export const slideValidationPayloadSchema = z.object({
  message: z.string(),
  code: z.literal(VALIDATION_FAILED),
  details: z.object({
    slideId: z.string(),
    slideIndex: z.number().int().min(0),
    path: z.array(z.union([z.string(), z.number()])),
  }),
});
export type SlideValidationPayload = z.infer<typeof slideValidationPayloadSchema>;

/**
 * GET /api/lesson-authoring/{id}/other-courses → the account's other courses the user may read, each
 * with its slide lessons (Lesson kind), to insert slides from; the slides of one come from the config GET.
 */
export const otherCourseLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  slideCount: z.number().int().min(0),
});
export type OtherCourseLesson = z.infer<typeof otherCourseLessonSchema>;

export const otherCourseSchema = z.object({
  id: entityIdSchema,
  title: z.string(),
  lessons: z.array(otherCourseLessonSchema),
});
export type OtherCourse = z.infer<typeof otherCourseSchema>;

export const otherCoursesResponseSchema = z.object({ items: z.array(otherCourseSchema) });
export type OtherCoursesResponse = z.infer<typeof otherCoursesResponseSchema>;
