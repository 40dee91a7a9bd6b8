import { useQuery } from '@tanstack/react-query';
import { getCourse } from '../../../api/index.ts';
import { getCourseResults } from './course-results-api.ts';

// Keys of our own: the course editor keeps its copy of the course under its key with its own cache rules.
export const courseResultsQueryKeys = {
  results: (courseId: string) => ['course-results', courseId] as const,
  course: (courseId: string) => ['course-results', courseId, 'course'] as const,
};

export function useCourseResults(courseId: string) {
  return useQuery({ queryKey: courseResultsQueryKeys.results(courseId), queryFn: () => getCourseResults(courseId) });
}

/** Only the course's title and passing score are used, so the editor's whole course is read once and kept. */
export function useCourseHeading(courseId: string) {
  return useQuery({
    queryKey: courseResultsQueryKeys.course(courseId),
    queryFn: () => getCourse(courseId),
    select: (course) => ({ title: course.title, minimumScore: course.config.minimumScore }),
  });
}
