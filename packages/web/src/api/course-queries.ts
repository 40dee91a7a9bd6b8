import { DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { getCourse, getLesson, listCourseLessons, listCourses, listTags, listTopics, listUserGroups, queryKeys } from './index.ts';

// The editor's server state. The course itself is read once per visit: after that the edit session
// owns it, so a background refetch can never overwrite what the user is typing.

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: queryKeys.course.detail(courseId),
    queryFn: () => getCourse(courseId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useCourseLessons(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.lessons(courseId), queryFn: () => listCourseLessons(courseId) });
}

export function useLesson(lessonId: string | null) {
  return useQuery({
    queryKey: queryKeys.lesson(lessonId ?? ''),
    queryFn: () => getLesson(lessonId ?? ''),
    enabled: lessonId !== null,
  });
}

/** The mini course list (spec §7: page 1 of 2000), shared with the home page's cache. */
export function useMiniCourses() {
  return useQuery({
    queryKey: queryKeys.courses.list(DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE),
    queryFn: () => listCourses(DEFAULT_PAGE, MINI_COURSE_PAGE_SIZE),
  });
}

export function useTags() {
  return useQuery({ queryKey: queryKeys.tags, queryFn: listTags });
}

export function useTopics(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.topics(courseId), queryFn: () => listTopics(courseId) });
}

export function useUserGroups() {
  return useQuery({ queryKey: queryKeys.userGroups, queryFn: listUserGroups });
}
