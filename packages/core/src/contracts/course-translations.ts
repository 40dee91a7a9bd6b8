import { courseParamsSchema } from '../api/courses.ts';
import {
  courseTranslationListSchema,
  courseTranslationParamsSchema,
  courseTranslationRequestSchema,
  courseTranslationSchema,
} from '../api/course-translations.ts';
import { defineContract } from './define.ts';

const tags = ['courses', 'ai'];

/** Issue 17: translations of a course as linked copies, by those who create courses, while the translations v2 flag is on. */
export const courseTranslationContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/courses/:courseId/translations',
    permission: 'course.create',
    tags,
    summary:
      "The course's translations: each language's linked copy, when it was last translated, and its latest run's status and progress (poll it while one says Translating)",
    params: courseParamsSchema,
    responses: { 200: courseTranslationListSchema },
  }),
  translate: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/translations',
    permission: 'course.create',
    tags,
    summary:
      "Start translating the course into a language as a linked copy (its slide lessons' words only: structure, media and answers kept), or bringing that copy up to date, translating only the slides changed since (202, then read its progress in the list)",
    description:
      'Answers 202 with the translation in status Translating at once; a job then works lesson by lesson, recording its progress, tokens and the outcome (Translated, or Failed with the reason: what was translated before stays, and starting again goes on from there). While a run is Translating, asking again answers it as it is; a Failed or Stopped run started again goes on from there. Answers 403 feature_off while the translations v2 flag is off, 409 ai_not_configured when no language model is configured, 429 past the account’s hourly AI allowance.',
    params: courseParamsSchema,
    body: courseTranslationRequestSchema,
    responses: { 202: courseTranslationSchema },
  }),
  stop: defineContract({
    method: 'POST',
    path: '/api/courses/:courseId/translations/:translationId/stop',
    permission: 'course.create',
    tags,
    summary:
      'Ask a running translation to stop before its next lesson (it then says Stopped, keeping the lessons done); a run not Translating is answered as it is',
    params: courseTranslationParamsSchema,
    responses: { 200: courseTranslationSchema },
  }),
};
