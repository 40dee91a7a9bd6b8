import { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { listCourses, queryKeys } from '../../../api/index.ts';

/** The account's mini course list, page 1 of 2000 (spec authoring §7). */
export function useCourses() {
  return useQuery({
    queryKey: queryKeys.courses.list(DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE),
    queryFn: () => listCourses(DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE),
  });
}
