import { z } from 'zod';
import { miniCourseSchema, MINI_COURSE_PAGE_SIZE } from './domain.ts';
import { paginationQuerySchema } from './pagination.ts';

// Spec §7: GET /api/courses takes pageSize (2000) and page (1).
export const courseListQuerySchema = paginationQuerySchema.extend({
  pageSize: paginationQuerySchema.shape.pageSize.default(MINI_COURSE_PAGE_SIZE),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

export const courseListResponseSchema = z.object({
  items: z.array(miniCourseSchema),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
