import { z } from 'zod';
import { entityIdSchema, imageReferenceSchema } from './shared-fields.ts';

/** A public page address segment: lower-case words joined by single hyphens. */
export const urlSlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');

const linkUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);

/** Authoring §7 /course-links: a link shown on the public course page. */
export const courseLinkSchema = z.object({
  id: entityIdSchema,
  title: z.string().trim().min(1).max(200),
  url: linkUrlSchema,
});
export type CourseLink = z.infer<typeof courseLinkSchema>;

/** Authoring §7 /excluded-lessons: a lesson hidden from the public page. */
export const excludedLessonSchema = z.object({ id: entityIdSchema, lessonId: entityIdSchema });
export type ExcludedLesson = z.infer<typeof excludedLessonSchema>;

/** Authoring §7 /excluded-slides: a slide hidden from the public page. */
export const excludedSlideSchema = z.object({
  id: entityIdSchema,
  lessonId: entityIdSchema,
  slideId: entityIdSchema,
});
export type ExcludedSlide = z.infer<typeof excludedSlideSchema>;

/** Authoring §7 /user-course-ratings: where visitors can rate the course. */
export const ratingLinkSchema = z.object({
  id: entityIdSchema,
  title: z.string().trim().min(1).max(200),
  url: linkUrlSchema,
});
export type RatingLink = z.infer<typeof ratingLinkSchema>;

// Authoring §3 Course public detail: id, thumbnail, urlSlug, courseLinks, excludedLessons,
// excludedSlides, ratingLinks. A course without a slug yet has urlSlug null.
export const coursePublicDetailSchema = z.object({
  id: entityIdSchema,
  thumbnail: imageReferenceSchema,
  urlSlug: urlSlugSchema.nullable(),
  courseLinks: z.array(courseLinkSchema),
  excludedLessons: z.array(excludedLessonSchema),
  excludedSlides: z.array(excludedSlideSchema),
  ratingLinks: z.array(ratingLinkSchema),
});
export type CoursePublicDetail = z.infer<typeof coursePublicDetailSchema>;

export function defaultCoursePublicDetail(overrides: Partial<CoursePublicDetail> = {}): CoursePublicDetail {
  return {
    id: '',
    thumbnail: '',
    urlSlug: null,
    courseLinks: [],
    excludedLessons: [],
    excludedSlides: [],
    ratingLinks: [],
    ...overrides,
  };
}
