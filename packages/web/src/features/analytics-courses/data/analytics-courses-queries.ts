import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
export function useCourseLearners(courseId: string) {
  return useInfiniteQuery({
    queryKey: analyticsCoursesQueryKeys.learners(courseId),
    queryFn: ({ pageParam }) => getCourseLearners(courseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useQuestionReport(courseId: string, lessonId: string) {
  return useQuery({ queryKey: analyticsCoursesQueryKeys.lesson(courseId, lessonId), queryFn: () => getQuestionReport(courseId, lessonId) });
}
