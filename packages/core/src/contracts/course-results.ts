import { courseParamsSchema } from '../api/courses.ts';
import { courseResultsResponseSchema } from '../api/learner.ts';
import { defineContract } from './define.ts';

export const courseResultsContracts = {
  get: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/results',
    // Those who build the course (restricted authors on shared courses only: maySeeCourseResults) and facilitators.
    permission: 'course.readResults',
    tags: ['course results'],
    summary: "Each learner's progress and scores in the course",
    params: courseParamsSchema,
    responses: { 200: courseResultsResponseSchema },
  }),
};
