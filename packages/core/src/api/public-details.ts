import { z } from 'zod';
import {
  courseLinkSchema,
  coursePublicDetailSchema,
  entityIdSchema,
  excludedLessonSchema,
  excludedSlideSchema,
  imageReferenceSchema,
  ratingLinkSchema,
  urlSlugSchema,
} from './domain.ts';
import { courseParamsSchema } from './courses.ts';

// Spec §7, under /api/courses/{courseId}/public-details. A course has at most one public detail: the
// collection GET answers it as a list of zero or one, and a second POST answers 409. The excluded
// lessons and slides, ratings and url slugs belong to the course's public detail, which the first of
// them creates when the course has none yet.

export { coursePublicDetailSchema } from './domain.ts';
export const publicDetailListResponseSchema = z.array(coursePublicDetailSchema);
export type PublicDetailListResponse = z.infer<typeof publicDetailListResponseSchema>;

/** POST /public-details (→ 201 CoursePublicDetail) and PUT /public-details/{id} (→ CoursePublicDetail). */
export const publicDetailBodySchema = z.object({ thumbnail: imageReferenceSchema.optional() });
export type PublicDetailBody = z.infer<typeof publicDetailBodySchema>;

/** /public-details/{publicDetailId}/course-links… */
export const publicDetailParamsSchema = courseParamsSchema.extend({ publicDetailId: z.string().min(1).max(100) });
export type PublicDetailParams = z.infer<typeof publicDetailParamsSchema>;
export const publicDetailItemParamsSchema = publicDetailParamsSchema.extend({ id: z.string().min(1).max(100) });
export type PublicDetailItemParams = z.infer<typeof publicDetailItemParamsSchema>;

/** A link as sent: title and an http(s) url (course links and rating links alike). */
export const linkBodySchema = courseLinkSchema.omit({ id: true });
export type LinkBody = z.infer<typeof linkBodySchema>;

/** GET /course-links → CourseLink[]; POST → 201 CourseLink; DELETE /{id} → 204. */
export const courseLinkListResponseSchema = z.array(courseLinkSchema);
/** POST /course-links/multi: several links at once → 201 CourseLink[] (all or none). */
export const courseLinksMultiBodySchema = z.object({ links: z.array(linkBodySchema).min(1).max(50) });
export type CourseLinksMultiBody = z.infer<typeof courseLinksMultiBodySchema>;

/** /excluded-lessons: GET → ExcludedLesson[]; POST { lessonId } (a lesson of this course) → 201; DELETE /{id} → 204. */
export const excludedLessonListResponseSchema = z.array(excludedLessonSchema);
export const excludedLessonBodySchema = z.object({ lessonId: entityIdSchema });
export type ExcludedLessonBody = z.infer<typeof excludedLessonBodySchema>;

/** /excluded-slides: GET → ExcludedSlide[]; POST { lessonId, slideId } (a slide of that lesson) → 201; DELETE /{id} → 204. */
export const excludedSlideListResponseSchema = z.array(excludedSlideSchema);
export const excludedSlideBodySchema = z.object({ lessonId: entityIdSchema, slideId: entityIdSchema });
export type ExcludedSlideBody = z.infer<typeof excludedSlideBodySchema>;

/** /user-course-ratings: GET → RatingLink[]; POST { title, url } → 201 RatingLink; DELETE /{id} → 204. */
export const ratingLinkListResponseSchema = z.array(ratingLinkSchema);

/**
 * /url-slugs: GET → UrlSlug[] (zero or one); POST { urlSlug } → 201; PUT /{id} { urlSlug } → UrlSlug.
 * A slug is unique across the whole platform: one taken by any course answers 409 'url_slug_taken'.
 */
export const urlSlugRecordSchema = z.object({ id: z.string(), urlSlug: urlSlugSchema });
export type UrlSlugRecord = z.infer<typeof urlSlugRecordSchema>;
export const urlSlugListResponseSchema = z.array(urlSlugRecordSchema);
export const urlSlugBodySchema = z.object({ urlSlug: urlSlugSchema });
export type UrlSlugBody = z.infer<typeof urlSlugBodySchema>;
