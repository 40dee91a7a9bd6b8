import { courseParamsSchema } from '../api/courses.ts';
import { publicPageSchema } from '../api/public-page.ts';
import { defineContract } from './define.ts';

// Issue 18: what the course editor's public section shows of the public page.
export const publicSiteContracts = {
  publicPage: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/public-page',
    permission: 'course.read',
    tags: ['public details'],
    summary: "The course's public page: whether it is live, its address, a QR code of it and the embed snippet",
    params: courseParamsSchema,
    responses: { 200: publicPageSchema },
  }),
};
