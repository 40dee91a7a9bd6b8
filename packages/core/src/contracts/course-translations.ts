import { courseParamsSchema } from '../api/courses.ts';
import { courseTranslationListSchema, courseTranslationRequestSchema, courseTranslationResultSchema } from '../api/course-translations.ts';
import { defineContract } from './define.ts';

const tags = ['courses', 'ai'];

/** Issue 17: translations of a course as linked copies, by those who create courses, while the translations v2 flag is on. */
export const courseTranslationContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/translations',
    permission: 'course.create',
    tags,
    summary: "The course's translations: each language's linked copy and when it was last translated",
    params: courseParamsSchema,
    responses: { 200: courseTranslationListSchema },
  }),
  translate: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/translations',
    permission: 'course.create',
    tags,
    summary:
      "Translate the course into a language as a linked copy (its slide lessons' words only: structure, media and answers kept), or bring that copy up to date, translating only the slides changed since",
    description:
      'Answers 403 feature_off while the translations v2 flag is off, 409 ai_not_configured when no language model is configured, 502 when the model fails (what was translated before stays), 429 past the account’s hourly AI allowance.',
    params: courseParamsSchema,
    body: courseTranslationRequestSchema,
    responses: { 200: courseTranslationResultSchema },
  }),
};
