import { courseResultsContracts, type CourseResultsResponse } from '@slidewise/core';
import { callContract } from '../../../api/index.ts';

export function getCourseResults(courseId: string): Promise<CourseResultsResponse> {
  return callContract(courseResultsContracts.get, { params: { courseId } });
}
