import { z } from 'zod';
import { languageTagSchema } from '../enums/locales.ts';
import { aiUsageSchema } from './ai-generation.ts';

// Issue 17, translations (templates §6 flag "translations v2"): a course translated into another language
// as a linked copy; translating again rewrites only what changed in the source since. The paths are ours.

/** POST /api/courses/{courseId}/translations: the language to translate into (a BCP 47 tag, e.g. es-ES). */
export const courseTranslationRequestSchema = z.object({ language: languageTagSchema });
export type CourseTranslationRequest = z.infer<typeof courseTranslationRequestSchema>;

/** A translation of a course: the copy it made and when it was last brought up to date. */
export const courseTranslationSchema = z.object({
  id: z.string(),
  sourceCourseId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  language: z.string(),
  translatedAt: z.string(),
});
export type CourseTranslation = z.infer<typeof courseTranslationSchema>;

/** What a translation run did: slides translated now, slides kept because their source had not changed. */
export const courseTranslationResultSchema = z.object({
  translation: courseTranslationSchema,
  translatedSlides: z.number().int(),
  keptSlides: z.number().int(),
  /** Lessons of other kinds (discussions, assessments…) are not copied: their content is not slides. */
  skippedLessons: z.number().int(),
  /** Tokens the language model reported for the run, the shape of every AI answer. */
  usage: aiUsageSchema,
});
export type CourseTranslationResult = z.infer<typeof courseTranslationResultSchema>;

/** GET /api/courses/{courseId}/translations: the course's translations, by language. */
export const courseTranslationListSchema = z.object({ items: z.array(courseTranslationSchema) });
export type CourseTranslationList = z.infer<typeof courseTranslationListSchema>;
