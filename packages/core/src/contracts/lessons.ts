import { courseParamsSchema } from '../api/courses.ts';
import {
  courseLessonsResponseSchema,
  lessonCopyBodySchema,
  lessonCreateBodySchema,
  lessonOrderBodySchema,
  lessonParamsSchema,
  lessonPublishBodySchema,
  lessonResponseSchema,
  lessonUpdateBodySchema,
  lessonVersionQuerySchema,
} from '../api/lessons.ts';
import { incompleteSlidesPayloadSchema } from '../api/publishing.ts';
import { courseSchema } from '../entities/course.ts';
import { defineContract } from './define.ts';
import { readVersionDescription, saveVersionDescription, staleSaveAnswers } from './save-version.ts';

const tags = ['lessons'];

/**
 * A course's lessons and the lesson entity. Deleting and copying discussions, assessments, observations and
 * conferences, each at its own path (spec §7), are those kinds' contracts (activity-lessons.ts).
 */
export const lessonContracts = {
  listOfCourse: defineContract({
    method: 'GET',
    path: '/api/course/:courseId/lessons',
    permission: 'lesson.read',
    tags,
    summary: "The course's lessons in order (versionType Latest by default; Published lists published lessons as published)",
    params: courseParamsSchema,
    query: lessonVersionQuerySchema,
    responses: { 200: courseLessonsResponseSchema },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/course/:courseId/lessons',
    permission: 'lesson.edit',
    tags,
    summary: 'Add a lesson of any of the five kinds, with its defaults, at the end of the course',
    params: courseParamsSchema,
    body: lessonCreateBodySchema,
    responses: { 201: lessonResponseSchema },
  }),
  reorder: defineContract({
    method: 'PUT',
    path: '/api/course/:courseId/lessons/order',
    permission: 'lesson.edit',
    tags,
    summary: "Put the course's lessons in the given order (every lesson id once); answers the Course",
    params: courseParamsSchema,
    body: lessonOrderBodySchema,
    responses: { 200: courseSchema },
  }),
  publish: defineContract({
    method: 'POST',
    path: '/api/course/:courseId/lessons/publish',
    permission: 'lesson.edit',
    tags,
    summary:
      'Publish the given lessons: isPublished, and their Latest version copied to the Published one; answers the Course. A lesson with unfinished slides answers 409 incomplete_slides listing them, and nothing is published',
    params: courseParamsSchema,
    body: lessonPublishBodySchema,
    responses: { 200: courseSchema, 409: incompleteSlidesPayloadSchema },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/lessons/:id',
    permission: 'lesson.read',
    tags,
    summary: 'One lesson, Latest or Published version',
    description: readVersionDescription,
    params: lessonParamsSchema,
    query: lessonVersionQuerySchema,
    responses: { 200: lessonResponseSchema },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/lessons/:id',
    permission: 'lesson.edit',
    tags,
    summary: "Save the lesson's fields (Latest version) from the version given in the body or If-Match",
    description: saveVersionDescription,
    params: lessonParamsSchema,
    body: lessonUpdateBodySchema,
    responses: { 200: lessonResponseSchema, ...staleSaveAnswers(lessonResponseSchema) },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/lessons/:id',
    permission: 'lesson.edit',
    tags,
    summary: "Delete a lesson (it leaves the course's lesson list)",
    params: lessonParamsSchema,
    responses: {},
  }),
  copy: defineContract({
    method: 'POST',
    path: '/api/lessons/copy',
    permission: 'lesson.edit',
    tags,
    summary:
      "Copy a lesson: after the original, or at the end of courseId; into the original's module unless skipModule (lessonId required)",
    body: lessonCopyBodySchema,
    responses: { 201: lessonResponseSchema },
  }),
};
