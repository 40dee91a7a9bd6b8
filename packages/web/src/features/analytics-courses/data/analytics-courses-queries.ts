import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCourseReport, getQuestionReport, getReportCourses } from './analytics-courses-api.ts';

export const analyticsCoursesQueryKeys = {
  courses: (search: string) => ['analytics-courses', 'list', search] as const,
  course: (courseId: string) => ['analytics-courses', courseId] as const,
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

export function useQuestionReport(courseId: string, lessonId: string) {
  return useQuery({ queryKey: analyticsCoursesQueryKeys.lesson(courseId, lessonId), queryFn: () => getQuestionReport(courseId, lessonId) });
}
