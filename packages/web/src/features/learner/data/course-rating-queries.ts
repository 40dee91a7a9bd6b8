import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOwnCourseRating, rateCourse, removeCourseRating } from './learner-api.ts';
import { learnerQueryKeys } from './learner-query-keys.ts';

export function useOwnCourseRating(courseId: string) {
  return useQuery({ queryKey: learnerQueryKeys.courseRating(courseId), queryFn: () => getOwnCourseRating(courseId) });
}

/** Rates the course (stars 1–5) or takes the rating back (null); the answer becomes the shown rating. */
export function useChangeCourseRating(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number | null) => (stars === null ? removeCourseRating(courseId) : rateCourse(courseId, stars)),
    onSuccess: (rating) => queryClient.setQueryData(learnerQueryKeys.courseRating(courseId), rating),
  });
}
