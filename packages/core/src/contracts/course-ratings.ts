import { courseRatingBodySchema, courseRatingResponseSchema } from '../api/course-ratings.ts';
import { learnerCourseParamsSchema } from '../api/learner.ts';
import { defineContract } from './define.ts';

const tags = ['learner'];
const permission = 'learning.rate';

/** Learners' own star ratings of the courses they may take (issue 18: the public page's average and count). */
export const courseRatingContracts = {
  ownRating: defineContract({
    method: 'GET',
    path: '/api/learner/courses/:courseId/rating',
    permission,
    tags,
    summary: "The learner's own rating of the course (stars null when not rated)",
    params: learnerCourseParamsSchema,
    responses: { 200: courseRatingResponseSchema },
  }),
  rate: defineContract({
    method: 'PUT',
    path: '/api/learner/courses/:courseId/rating',
    permission,
    tags,
    summary: 'Rate the course 1 to 5 stars (replaces the learner’s earlier rating)',
    params: learnerCourseParamsSchema,
    body: courseRatingBodySchema,
    responses: { 200: courseRatingResponseSchema },
  }),
  removeRating: defineContract({
    method: 'DELETE',
    path: '/api/learner/courses/:courseId/rating',
    permission,
    tags,
    summary: "Take back the learner's rating of the course (idempotent)",
    params: learnerCourseParamsSchema,
    responses: { 200: courseRatingResponseSchema },
  }),
};
