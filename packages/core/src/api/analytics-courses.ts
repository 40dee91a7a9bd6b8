// The course report and the lesson and question report (issue 15): what they answer. Shares are 0–1,
// scores 0–100, times in seconds; null where nothing was measured yet.
import { z } from 'zod';
import { isoDateTimeSchema } from '../entities/shared-fields.ts';

const countSchema = z.number().int().min(0);
const shareSchema = z.number().min(0).max(1);

/** GET /api/analytics/courses: the courses there are reports for, searched by title. */
export const reportCourseListQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const reportCourseListResponseSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string(), courseStatus: z.string(), learnerCount: countSchema })),
});
export type ReportCourseListResponse = z.infer<typeof reportCourseListResponseSchema>;

export const courseFunnelSchema = z.object({
  /** Learners the course is open to (every learner with universal access, else its user groups' learners). */
  assigned: countSchema,
  started: countSchema,
  completed: countSchema,
  passed: countSchema,
});
export type CourseFunnel = z.infer<typeof courseFunnelSchema>;

export const courseReportLessonSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  startedCount: countSchema,
  completedCount: countSchema,
  /** Completed over the learners who started the course. */
  completionShare: shareSchema.nullable(),
  averageScore: z.number().min(0).max(100).nullable(),
});
export type CourseReportLesson = z.infer<typeof courseReportLessonSchema>;

export const courseReportLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  completedLessonCount: countSchema,
  lessonCount: countSchema,
  /** The course score: the average of the best lesson scores (core's courseScore). */
  score: z.number().min(0).max(100).nullable(),
  attemptCount: countSchema,
  stars: countSchema,
  completed: z.boolean(),
  passed: z.boolean(),
  certificate: z.boolean(),
  timeSpentSeconds: countSchema,
  lastActivityAt: isoDateTimeSchema.nullable(),
});
export type CourseReportLearner = z.infer<typeof courseReportLearnerSchema>;

/** GET /api/analytics/courses/{courseId}: the course's figures, counted by the database; the learners come a page at a time. */
export const courseReportSchema = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  funnel: courseFunnelSchema,
  timeSpent: z.object({ totalSeconds: countSchema, averageSecondsPerLearner: z.number().min(0).nullable() }),
  lessons: z.array(courseReportLessonSchema),
  /** Counted learners with a row in the report (the learners' pages hold this many in all). */
  learnerCount: countSchema,
});
export type CourseReport = z.infer<typeof courseReportSchema>;

/** How many learners' rows one page holds at most, and how many by default. */
export const MAXIMUM_COURSE_LEARNER_PAGE_SIZE = 200;
export const DEFAULT_COURSE_LEARNER_PAGE_SIZE = 50;

/** GET /api/analytics/courses/{courseId}/learners: one page of learners by name, resumed after the previous one. */
export const courseLearnerPageQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(MAXIMUM_COURSE_LEARNER_PAGE_SIZE).default(DEFAULT_COURSE_LEARNER_PAGE_SIZE),
  /** The `nextCursor` of the previous page; absent for the first. */
  cursor: z.string().max(1000).optional(),
});
export type CourseLearnerPageQuery = z.infer<typeof courseLearnerPageQuerySchema>;

export const courseLearnerPageSchema = z.object({
  items: z.array(courseReportLearnerSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type CourseLearnerPage = z.infer<typeof courseLearnerPageSchema>;

export const questionReportOptionSchema = z.object({
  /** The option as the player reports it (an answer's id or place, a word, a value). */
  key: z.string(),
  /** The authored answer's text where the slide names it, else the key. */
  label: z.string(),
  /** Whether the author marked it right; null for survey answers and options the slide does not list. */
  correct: z.boolean().nullable(),
  count: countSchema,
});
export type QuestionReportOption = z.infer<typeof questionReportOptionSchema>;

export const questionReportSlideSchema = z.object({
  slideId: z.string(),
  /** The slide's place in the lesson, from 1. */
  position: z.number().int().min(1),
  type: z.string(),
  kind: z.enum(['quiz', 'game', 'survey']),
  question: z.string(),
  /** Learners who answered it (their first answer counts). */
  answeredCount: countSchema,
  firstTryRightCount: countSchema,
  /** Right at the first try over those answered; null for surveys and unanswered slides. */
  firstTryRightShare: shareSchema.nullable(),
  averageSeconds: z.number().min(0).nullable(),
  options: z.array(questionReportOptionSchema),
  /** A free-text survey's answers, the most given first. */
  freeTextAnswers: z.array(z.object({ text: z.string(), count: countSchema })),
});
export type QuestionReportSlide = z.infer<typeof questionReportSlideSchema>;

/** GET /api/analytics/courses/{courseId}/lessons/{lessonId}: the hardest questions first, then the surveys. */
export const questionReportSchema = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  lesson: z.object({ id: z.string(), title: z.string() }),
  slides: z.array(questionReportSlideSchema),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

export const courseReportParamsSchema = z.object({ courseId: z.string() });
export const questionReportParamsSchema = z.object({ courseId: z.string(), lessonId: z.string() });
