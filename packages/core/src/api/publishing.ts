import { z } from 'zod';

/** One field of a slide still to fill before it may be published (a path into the slide's data). */
export const incompleteFieldSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  /** English, naming what is missing ("Required", "At least 1 correct answers"). */
  message: z.string(),
  code: z.enum(['required', 'too-small', 'too-big', 'invalid', 'unknown-template']),
  limit: z.number().optional(),
});
export type IncompleteField = z.infer<typeof incompleteFieldSchema>;

/** A slide that cannot be published yet: where it is in its lesson (from 1), what it is called, and what to fill. */
export const incompleteSlideSchema = z.object({
  slideId: z.string(),
  position: z.number().int().min(1),
  name: z.string(),
  templateName: z.string(),
  fields: z.array(incompleteFieldSchema).min(1),
});
export type IncompleteSlide = z.infer<typeof incompleteSlideSchema>;

export const incompleteLessonSchema = z.object({
  lessonId: z.string(),
  lessonTitle: z.string(),
  slides: z.array(incompleteSlideSchema).min(1),
});
export type IncompleteLesson = z.infer<typeof incompleteLessonSchema>;

/** The code of a publish refused because slides are unfinished. */
export const INCOMPLETE_SLIDES_ERROR = 'incomplete_slides';

/**
 * The 409 of publishing a lesson (or a course) whose slides are not finished: nothing was published;
 * `details.lessons` lists every lesson and slide to fix, with the fields still empty.
 */
export const incompleteSlidesPayloadSchema = z.object({
  message: z.string(),
  code: z.literal(INCOMPLETE_SLIDES_ERROR),
  details: z.object({ lessons: z.array(incompleteLessonSchema).min(1) }),
});
export type IncompleteSlidesPayload = z.infer<typeof incompleteSlidesPayloadSchema>;
