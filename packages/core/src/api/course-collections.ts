import { z } from 'zod';
import { entityIdSchema, isoDateTimeSchema } from './domain.ts';
import { singleLineTextSchema } from './text.ts';

// Course collections (issue 16; templates §3.8 content type "Course Collection"): named groups of the
// account's courses in the library. A course names its collection by `collectionId` (spec §3), or none.

export const courseCollectionParamsSchema = z.object({ collectionId: entityIdSchema });
export type CourseCollectionParams = z.infer<typeof courseCollectionParamsSchema>;

export const courseCollectionTitleSchema = singleLineTextSchema(1, 200);

export const courseCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The account's courses in it, so the library can group its course list without asking per course. */
  courseIds: z.array(z.string()),
  createdAt: isoDateTimeSchema,
});
export type CourseCollection = z.infer<typeof courseCollectionSchema>;

export const courseCollectionListResponseSchema = z.object({ items: z.array(courseCollectionSchema) });
export type CourseCollectionListResponse = z.infer<typeof courseCollectionListResponseSchema>;

/** POST /api/course-collections and PUT /api/course-collections/{collectionId} (rename). */
export const courseCollectionBodySchema = z.object({ title: courseCollectionTitleSchema });
export type CourseCollectionBody = z.infer<typeof courseCollectionBodySchema>;
