import {
  lessonAuthoringConfigSchema,
  lessonAuthoringConflictPayloadSchema,
  lessonAuthoringParamsSchema,
  lessonAuthoringSaveBodySchema,
  lessonAuthoringSaveResponseSchema,
  otherCoursesResponseSchema,
  slideValidationPayloadSchema,
} from '../api/lesson-authoring.ts';
import { defineContract } from './define.ts';

const tags = ['lesson authoring'];

/** The slide editor's calls: open a lesson's deck, save it whole, and find slides to insert from other courses. */
export const lessonAuthoringContracts = {
  config: defineContract({
    method: 'GET',
    path: '/api/lesson-authoring/:id',
    permission: 'lesson.read',
    tags,
    summary:
      "The lesson config the slide editor opens with: the Latest slides, their state identifier and language, the lesson's titles and style",
    params: lessonAuthoringParamsSchema,
    responses: { 200: lessonAuthoringConfigSchema },
  }),
  save: defineContract({
    method: 'PUT',
    path: '/api/lesson-authoring/:id',
    permission: 'lesson.edit',
    tags,
    summary:
      'Save the whole deck from the state identifier it started from: each slide checked against its template (a draft may leave required fields empty; a crossed bound or a broken structure answers 400 naming the slide), html sanitised, questions derived; a new identifier each save, 409 with the current slides when stale',
    params: lessonAuthoringParamsSchema,
    body: lessonAuthoringSaveBodySchema,
    responses: { 200: lessonAuthoringSaveResponseSchema, 400: slideValidationPayloadSchema, 409: lessonAuthoringConflictPayloadSchema },
  }),
  otherCourses: defineContract({
    method: 'GET',
    path: '/api/lesson-authoring/:id/other-courses',
    // Inserting slides from elsewhere is an edit.
    permission: 'lesson.edit',
    tags,
    summary: "The account's courses with their slide lessons (the lesson's own course first), to insert slides from",
    params: lessonAuthoringParamsSchema,
    responses: { 200: otherCoursesResponseSchema },
  }),
};
