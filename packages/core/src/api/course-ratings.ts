import { z } from 'zod';

/** A learner's rating of a course: whole stars, 1 to 5. */
export const courseRatingStarsSchema = z.number().int().min(1).max(5);

/** PUT /api/learner/courses/{courseId}/rating. */
export const courseRatingBodySchema = z.object({ stars: courseRatingStarsSchema });
export type CourseRatingBody = z.infer<typeof courseRatingBodySchema>;

/** The learner's own rating of the course; null when they have not rated it (or took it back). */
export const courseRatingResponseSchema = z.object({ stars: courseRatingStarsSchema.nullable() });
export type CourseRatingResponse = z.infer<typeof courseRatingResponseSchema>;
