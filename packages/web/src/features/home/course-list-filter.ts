import { courseStatusValues, type CourseStatus, type MiniCourse } from '@slidewise/core';
import { matchesEveryWord } from '../../ui/search/search-text.ts';

/** What the course list is narrowed to: words of the title or description, and one status or all. */
export interface CourseListFilter {
  search: string;
  status: CourseStatus | 'all';
}

// Our own address parameters (the spec's GET /api/courses takes only page and pageSize), so a filtered
// list survives a reload and can be bookmarked.
export const SEARCH_PARAMETER = 'search';
export const STATUS_PARAMETER = 'status';

export function filterFromAddress(parameters: URLSearchParams): CourseListFilter {
  const status = parameters.get(STATUS_PARAMETER);
  return {
    search: parameters.get(SEARCH_PARAMETER) ?? '',
    status: (courseStatusValues as readonly string[]).includes(status ?? '') ? (status as CourseStatus) : 'all',
  };
}

/** The address parameters of `filter`, the others kept; an empty search and "all" leave no trace. */
export function addressWithFilter(parameters: URLSearchParams, filter: CourseListFilter): URLSearchParams {
  const next = new URLSearchParams(parameters);
  if (filter.search) next.set(SEARCH_PARAMETER, filter.search);
  else next.delete(SEARCH_PARAMETER);
  if (filter.status === 'all') next.delete(STATUS_PARAMETER);
  else next.set(STATUS_PARAMETER, filter.status);
  return next;
}

export function isFiltering(filter: CourseListFilter): boolean {
  return filter.search.trim() !== '' || filter.status !== 'all';
}

export function filterCourses(courses: readonly MiniCourse[], filter: CourseListFilter): MiniCourse[] {
  return courses.filter(
    (course) =>
      (filter.status === 'all' || course.courseStatus === filter.status) &&
      matchesEveryWord([course.title, course.description], filter.search),
  );
}

/** How many courses have each status, in the spec's order, for the status filter's options. */
export function countByStatus(courses: readonly MiniCourse[]): Record<CourseStatus, number> {
  const counts = Object.fromEntries(courseStatusValues.map((status) => [status, 0])) as Record<CourseStatus, number>;
  for (const course of courses) counts[course.courseStatus] += 1;
  return counts;
}
