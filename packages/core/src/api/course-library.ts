import { z } from 'zod';

// Issue 17, the course library (templates §1 "course library import"): starter courses written for
// Slidewise that any account's authors browse, preview and import as their own editable copy.

const libraryIdSchema = z.string().min(1).max(100);

export const libraryCourseParamsSchema = z.object({ libraryCourseId: libraryIdSchema });

const librarySlideSchema = z.object({
  type: z.string(),
  subtype: z.string(),
  name: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const libraryLessonSchema = z.object({
  title: z.string(),
  description: z.string(),
  slides: z.array(librarySlideSchema),
});
export type LibraryLesson = z.infer<typeof libraryLessonSchema>;

const libraryCourseFields = {
  id: libraryIdSchema,
  title: z.string(),
  description: z.string(),
  /** About how long the whole course takes a learner. */
  minutes: z.number().int(),
};

export const libraryCourseSummarySchema = z.object({
  ...libraryCourseFields,
  lessonCount: z.number().int(),
  slideCount: z.number().int(),
  /** The slide templates it uses, each once, in the order they first appear. */
  templateTypes: z.array(z.string()),
});
export type LibraryCourseSummary = z.infer<typeof libraryCourseSummarySchema>;

export const libraryCourseSchema = z.object({ ...libraryCourseFields, lessons: z.array(libraryLessonSchema) });
export type LibraryCourse = z.infer<typeof libraryCourseSchema>;

export const libraryCourseListSchema = z.object({ items: z.array(libraryCourseSummarySchema) });
export type LibraryCourseList = z.infer<typeof libraryCourseListSchema>;
