import { useQuery } from '@tanstack/react-query';
import {
  listCourseLinks,
  listExcludedLessons,
  listExcludedSlides,
  listPublicDetails,
  listRatingLinks,
  listUrlSlugs,
  queryKeys,
} from '../../../../api/index.ts';

export function usePublicDetails(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.publicDetails(courseId), queryFn: () => listPublicDetails(courseId) });
}

export function useCourseLinks(courseId: string, publicDetailId: string) {
  return useQuery({
    queryKey: queryKeys.course.courseLinks(courseId, publicDetailId),
    queryFn: () => listCourseLinks(courseId, publicDetailId),
  });
}

export function useExcludedLessons(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.excludedLessons(courseId), queryFn: () => listExcludedLessons(courseId) });
}

export function useExcludedSlides(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.excludedSlides(courseId), queryFn: () => listExcludedSlides(courseId) });
}

export function useRatingLinks(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.ratingLinks(courseId), queryFn: () => listRatingLinks(courseId) });
}

export function useUrlSlugs(courseId: string) {
  return useQuery({ queryKey: queryKeys.course.urlSlugs(courseId), queryFn: () => listUrlSlugs(courseId) });
}
