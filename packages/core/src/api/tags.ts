import { z } from 'zod';
import { courseTagSchema } from './domain.ts';
import { tagNameSchema } from './courses.ts';

/** An account-wide tag; GET /api/tags lists the account's tags by name. */
export { courseTagSchema as tagSchema, type CourseTag as Tag } from '../entities/index.ts';
export const tagListResponseSchema = z.array(courseTagSchema);
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** POST /api/tags (ours): 201 with a new tag, or 200 with the existing tag of that name (case ignored). */
export const tagCreateBodySchema = z.object({ name: tagNameSchema });
export type TagCreateBody = z.infer<typeof tagCreateBodySchema>;
