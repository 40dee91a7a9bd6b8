import { z } from 'zod';
import { languageTagSchema } from '../enums/locales.ts';
import { aiUsageSchema } from './ai-generation.ts';
import { courseParamsSchema } from './courses.ts';

// Issue 17, translations (templates §6 flag "translations v2"): a course translated into another language
// as a linked copy; translating again rewrites only what changed in the source since. The paths are ours.

/** POST /api/courses/{courseId}/translations: the language to translate into (a BCP 47 tag, e.g. es-ES). */
export const courseTranslationRequestSchema = z.object({ language: languageTagSchema });
export type CourseTranslationRequest = z.infer<typeof courseTranslationRequestSchema>;

/** Where a translation's latest run is: worked by a job on the server, lesson by lesson. */
export const courseTranslationStatusSchema = z.enum(['Translating', 'Translated', 'Failed', 'Stopped']);
export type CourseTranslationStatus = z.infer<typeof courseTranslationStatusSchema>;

/** Path parameters of one translation of a course: /api/courses/{courseId}/translations/{translationId}. */
export const courseTranslationParamsSchema = courseParamsSchema.extend({ translationId: z.string().min(1).max(100) });

/** A translation of a course: the copy it made, and its latest run's state, progress and tokens. */
export const courseTranslationSchema = z.object({
  id: z.string(),
  sourceCourseId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  language: z.string(),
  /** When a run last finished; null until the first one does. */
  translatedAt: z.string().nullable(),
  status: courseTranslationStatusSchema,
  /** A stop was asked for the run going: it stops before its next lesson. */
  stopRequested: z.boolean(),
  /** A failed run's message, code and details, as the API error of the failure would carry them; null otherwise. */
  failureReason: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureDetails: z.object({ reason: z.string() }).nullable(),
  /** Source slides the run has gone through (kept or translated), of all the slides of its slide lessons. */
  slidesDone: z.number().int(),
  slidesTotal: z.number().int(),
  /** Of those gone through, the slides translated because they were new or changed; the others were kept. */
  slidesTranslated: z.number().int(),
  /** Lessons of other kinds (discussions, assessments…) are not copied: their content is not slides. */
  skippedLessons: z.number().int(),
  /** Tokens the language model reported for the run, the shape of every AI answer. */
  usage: aiUsageSchema,
});
export type CourseTranslation = z.infer<typeof courseTranslationSchema>;

/** GET /api/courses/{courseId}/translations: the course's translations, by language. */
export const courseTranslationListSchema = z.object({ items: z.array(courseTranslationSchema) });
export type CourseTranslationList = z.infer<typeof courseTranslationListSchema>;
