import { courseItemParamsSchema, courseParamsSchema } from '../api/courses.ts';
import { topicBodySchema, topicListResponseSchema, topicSchema } from '../api/topics.ts';
import { defineContract } from './define.ts';

const tags = ['topics'];

export const topicContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/topics',
    permission: 'course.read',
    tags,
    summary: "The course's topics, by name",
    params: courseParamsSchema,
    responses: { 200: topicListResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/topics',
    permission: 'course.update',
    tags,
    summary: 'Add a topic to the course',
    params: courseParamsSchema,
    body: topicBodySchema,
    responses: { 201: topicSchema },
  }),
  rename: defineContract({
    method: 'PUT',
    path: '/api/courses/:courseId/topics/:id',
    permission: 'course.update',
    tags,
    summary: 'Rename a topic',
    params: courseItemParamsSchema,
    body: topicBodySchema,
    responses: { 200: topicSchema },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/courses/:courseId/topics/:id',
    permission: 'course.update',
    tags,
    summary: 'Remove a topic from the course',
    params: courseItemParamsSchema,
    responses: {},
  }),
};
