import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, usePrefetchInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getCourseLearners, getCourseReport, getQuestionReport, getReportCourses } from './analytics-courses-api.ts';

export const analyticsCoursesQueryKeys = {
  courses: (search: string) => ['analytics-courses', 'list', search] as const,
  course: (courseId: string) => ['analytics-courses', courseId] as const,
  learners: (courseId: string) => ['analytics-courses', courseId, 'learners'] as const,
  lesson: (courseId: string, lessonId: string) => ['analytics-courses', courseId, 'lessons', lessonId] as const,
};

export function useReportCourses(search: string) {
  // The previous list stays while a new search loads, so the list does not flash empty at each key.
  return useQuery({
    queryKey: analyticsCoursesQueryKeys.courses(search),
    queryFn: () => getReportCourses(search),
    placeholderData: keepPreviousData,
  });
}

export function useCourseReport(courseId: string) {
  return useQuery({ queryKey: analyticsCoursesQueryKeys.course(courseId), queryFn: () => getCourseReport(courseId) });
}

/** The course's learners, a page at a time: each "show more" adds the page after the last one. */
const courseLearnersQuery = (courseId: string) =>
  infiniteQueryOptions({
    queryKey: analyticsCoursesQueryKeys.learners(courseId),
    queryFn: ({ pageParam }) => getCourseLearners(courseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The table mounting just after the prefetch reuses its page instead of asking again.
    staleTime: 60_000,
  });

export function useCourseLearners(courseId: string) {
  return useInfiniteQuery(courseLearnersQuery(courseId));
}

/** Asks for the first page of learners with the summary, so the page waits for the slower of the two, not both in turn. */
export function usePrefetchCourseLearners(courseId: string) {
  usePrefetchInfiniteQuery(courseLearnersQuery(courseId));
}

export function useQuestionReport(courseId: string, lessonId: string) {
  return useQuery({ queryKey: analyticsCoursesQueryKeys.lesson(courseId, lessonId), queryFn: () => getQuestionReport(courseId, lessonId) });
}
