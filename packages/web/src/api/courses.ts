import { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE, courseListResponseSchema, type CourseListResponse } from '@slidewise/core';
import { authenticatedGet } from './http.ts';

/** spec authoring §7: GET /api/courses with page 1 and pageSize 2000, the mini course list. */
export async function listCourses(page = DEFAULT_PAGE, pageSize = MINI_COURSE_PAGE_SIZE): Promise<CourseListResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return courseListResponseSchema.parse(await authenticatedGet(`/api/courses?${query}`));
}
