import { courseResultsResponseSchema, type CourseResultsResponse } from '@slidewise/core';
import { authenticatedGet } from '../../../api/index.ts';

export async function getCourseResults(courseId: string): Promise<CourseResultsResponse> {
  return courseResultsResponseSchema.parse(await authenticatedGet(`/api/courses/${encodeURIComponent(courseId)}/results`));
}
