import { z } from 'zod';
import { courseBriefcaseSchema } from '../entities/course-briefcase.ts';
import {
  completionCriteriaSchema,
  displayConfigSchema,
  entityIdSchema,
  imageReferenceSchema,
  isoDateTimeSchema,
  lessonKindSchema,
  slideSchema,
} from './domain.ts';
import { languageTagSchema, textDirectionSchema } from '../enums/locales.ts';

// The learner API (issue 5; designed by us, the spec has no learner calls). Every call acts for the
// signed-in learner; a course or lesson the learner may not see answers 404 like one that does not exist.

// ── Path parameters ──────────────────────────────────────────────────────────────────────────────

export const learnerCourseParamsSchema = z.object({ courseId: entityIdSchema });
export type LearnerCourseParams = z.infer<typeof learnerCourseParamsSchema>;

export const learnerLessonParamsSchema = z.object({ lessonId: entityIdSchema });
export type LearnerLessonParams = z.infer<typeof learnerLessonParamsSchema>;

// Attempt ids are UUIDs; any other id names no attempt and answers 404 like a missing one.
export const attemptParamsSchema = z.object({ attemptId: entityIdSchema });
export type AttemptParams = z.infer<typeof attemptParamsSchema>;

export const attemptResultParamsSchema = z.object({ attemptId: entityIdSchema, slideId: z.string().min(1).max(100) });
export type AttemptResultParams = z.infer<typeof attemptResultParamsSchema>;

// ── Shared parts ─────────────────────────────────────────────────────────────────────────────────

/** A lesson score: 0-100 (a lesson is worth 100 points), or null before any finished attempt. */
export const lessonScoreSchema = z.number().min(0).max(100);

/** Why a lesson cannot be started now. */
export const lessonLockReasons = ['prerequisites', 'completed', 'interval'] as const;
export const lessonLockReasonSchema = z.enum(lessonLockReasons);
export type LessonLockReason = z.infer<typeof lessonLockReasonSchema>;

export const lessonLockSchema = z.object({
  locked: z.boolean(),
  reason: lessonLockReasonSchema.nullable(),
  /** When an 'interval' lock ends; null for the other reasons and when unlocked. */
  lockedUntil: isoDateTimeSchema.nullable(),
});
export type LessonLock = z.infer<typeof lessonLockSchema>;

export const courseReferenceSchema = z.object({ id: z.string(), title: z.string() });
export type CourseReference = z.infer<typeof courseReferenceSchema>;

// ── GET /api/learner/courses ─────────────────────────────────────────────────────────────────────

/** How a course stands for a learner, in words (core's courseVerdict). */
export const courseVerdictSchema = z.enum(['in-progress', 'completed', 'passed', 'completed-not-passed']);

export const learnerCourseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  libraryImage: imageReferenceSchema,
  brandingImage: imageReferenceSchema,
  lessonCount: z.number().int().min(0),
  completedLessonCount: z.number().int().min(0),
  /** The average of the best lesson scores over the scored lessons; null before any lesson is finished. */
  score: lessonScoreSchema.nullable(),
  passed: z.boolean(),
  completed: z.boolean(),
  /** What the learner is told (core's courseVerdict): with a minimum score of 0 a course is completed, never passed. */
  verdict: courseVerdictSchema,
  /** Prerequisite courses are not all completed yet. */
  locked: z.boolean(),
  missingPrerequisites: z.array(courseReferenceSchema),
});
export type LearnerCourseSummary = z.infer<typeof learnerCourseSummarySchema>;

export const learnerCourseListResponseSchema = z.object({ items: z.array(learnerCourseSummarySchema) });
export type LearnerCourseListResponse = z.infer<typeof learnerCourseListResponseSchema>;

// ── GET /api/learner/courses/{courseId} ──────────────────────────────────────────────────────────

export const learnerCourseLessonSchema = z.object({
  id: z.string(),
  kind: lessonKindSchema,
  title: z.string(),
  description: z.string(),
  /** The best finished attempt's score; null before one (and always for kinds other than Lesson). */
  bestScore: lessonScoreSchema.nullable(),
  /** Stars the learner holds from this lesson's slides (earned once per slide, ever). */
  stars: z.number().int().min(0),
  completed: z.boolean(),
  locked: z.boolean(),
  lockReason: lessonLockReasonSchema.nullable(),
  lockedUntil: isoDateTimeSchema.nullable(),
  attemptCount: z.number().int().min(0),
});
export type LearnerCourseLesson = z.infer<typeof learnerCourseLessonSchema>;

export const learnerCourseDetailSchema = learnerCourseSummarySchema.extend({
  /** The course's display config; minimumScore decides passing. */
  config: displayConfigSchema,
  completionCriteria: completionCriteriaSchema,
  leaderboardEnabled: z.boolean(),
  /** The learner may open the certificate now: completed, and certificates are on for the course and account. */
  certificateAvailable: z.boolean(),
  lessons: z.array(learnerCourseLessonSchema),
  /** The course's documents (issue 13), to open or download. */
  briefcase: courseBriefcaseSchema,
});
export type LearnerCourseDetail = z.infer<typeof learnerCourseDetailSchema>;

// ── Attempts ─────────────────────────────────────────────────────────────────────────────────────

export const slideResultRecordSchema = z.object({
  correct: z.boolean().nullable(),
  answers: z.unknown(),
  /** As sent, clamped to the slide's maximum (a game's items × points per item; a quiz's 1000). */
  points: z.number().min(0),
  /** Stars this result earns on the slide (computed on the server from the Published slide). */
  stars: z.number().int().min(0),
  answeredAt: isoDateTimeSchema,
});
export type SlideResultRecord = z.infer<typeof slideResultRecordSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  lessonId: z.string(),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  currentSlideIndex: z.number().int().min(0),
  results: z.record(z.string(), slideResultRecordSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

// ── GET /api/learner/lessons/{lessonId} ──────────────────────────────────────────────────────────

/** What the player shows around the slides, from the course's display config. */
export const learnerLessonConfigSchema = z.object({
  pagination: z.boolean(),
  indicator: z.boolean(),
  pageNumbers: z.boolean(),
  sound: z.boolean(),
  direction: textDirectionSchema,
});
export type LearnerLessonConfig = z.infer<typeof learnerLessonConfigSchema>;

export const learnerLessonResponseSchema = z.object({
  lesson: z.object({
    id: z.string(),
    courseId: z.string(),
    title: z.string(),
    kind: lessonKindSchema,
    language: languageTagSchema,
    config: learnerLessonConfigSchema,
    /** The Published version's slides. */
    slides: z.array(slideSchema),
  }),
  course: courseReferenceSchema,
  /** The attempt in progress, if any. */
  attempt: attemptSchema.nullable(),
  lock: lessonLockSchema,
  best: z.object({ score: lessonScoreSchema, stars: z.number().int().min(0) }).nullable(),
  starsEarnedBySlide: z.record(z.string(), z.number().int().min(0)),
});
export type LearnerLessonResponse = z.infer<typeof learnerLessonResponseSchema>;

/**
 * POST /api/learner/lessons/{lessonId}/attempts. attemptId lets a client that started an attempt offline
 * name it, so sending the start again never makes a second attempt.
 */
export const attemptStartBodySchema = z.object({ attemptId: z.uuid().optional() }).nullish();
export type AttemptStartBody = z.infer<typeof attemptStartBodySchema>;

/** The 409 of a locked lesson. */
export const lessonLockedPayloadSchema = z.object({
  message: z.string(),
  code: z.literal('lesson-locked'),
  details: lessonLockSchema.optional(),
});
export type LessonLockedPayload = z.infer<typeof lessonLockedPayloadSchema>;

/** The largest answers payload one slide result may carry, in characters of JSON. */
export const MAX_SLIDE_ANSWERS_JSON_LENGTH = 20_000;

/** PUT /api/learner/attempts/{attemptId}/results/{slideId}. */
export const slideResultBodySchema = z.object({
  correct: z.boolean().nullable(),
  answers: z.unknown().refine((answers) => JSON.stringify(answers ?? null).length <= MAX_SLIDE_ANSWERS_JSON_LENGTH, {
    message: `Answers must be at most ${MAX_SLIDE_ANSWERS_JSON_LENGTH} characters of JSON`,
  }),
  points: z.number().min(0).max(1_000_000),
  answeredAt: isoDateTimeSchema.optional(),
  currentSlideIndex: z.number().int().min(0).max(10_000).optional(),
});
export type SlideResultBody = z.infer<typeof slideResultBodySchema>;

/** PUT /api/learner/attempts/{attemptId}/position. */
export const attemptPositionBodySchema = z.object({ currentSlideIndex: z.number().int().min(0).max(10_000) });
export type AttemptPositionBody = z.infer<typeof attemptPositionBodySchema>;

/** How the course stands after a lesson is finished. */
export const courseStandingSchema = z.object({
  score: lessonScoreSchema.nullable(),
  passed: z.boolean(),
  completed: z.boolean(),
  certificateAvailable: z.boolean(),
});
export type CourseStanding = z.infer<typeof courseStandingSchema>;

/** POST /api/learner/attempts/{attemptId}/finish (idempotent: a second call answers the same). */
export const attemptFinishResponseSchema = z.object({
  attempt: attemptSchema,
  /** This attempt's score, 0-100. */
  score: lessonScoreSchema,
  /** Stars this attempt's results are worth. */
  stars: z.number().int().min(0),
  /** Stars the learner did not hold before this attempt. */
  newStars: z.number().int().min(0),
  passed: z.boolean(),
  /** What the learner is told: with the course's minimum score of 0 an attempt is completed, never passed. */
  verdict: z.enum(['completed', 'passed', 'not-passed']),
  best: z.object({ score: lessonScoreSchema, stars: z.number().int().min(0) }),
  course: courseStandingSchema,
  /** What to take next: the course's next lesson not completed and not locked (core's nextLessonToTake), if any. */
  nextLesson: z.object({ id: z.string(), kind: lessonKindSchema, title: z.string() }).nullable(),
  /** The course has a leaderboard, where the best score of each lesson adds up. */
  leaderboardEnabled: z.boolean(),
});
export type AttemptFinishResponse = z.infer<typeof attemptFinishResponseSchema>;

// ── Other learner reads ──────────────────────────────────────────────────────────────────────────

/** At most this many of others' answers per survey slide. */
export const MAX_SURVEY_RESULTS_PER_SLIDE = 200;

/** GET /api/learner/lessons/{lessonId}/survey-results: other learners' answers per survey slide. */
export const surveyResultsResponseSchema = z.object({
  bySlide: z.record(z.string(), z.array(z.unknown()).max(MAX_SURVEY_RESULTS_PER_SLIDE)),
});
export type SurveyResultsResponse = z.infer<typeof surveyResultsResponseSchema>;

/** How many leaders the leaderboard lists (the learner is added after them when below). */
export const LEADERBOARD_SIZE = 100;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().min(1),
  userId: z.string(),
  name: z.string(),
  points: z.number().min(0),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /api/learner/courses/{courseId}/leaderboard. */
export const leaderboardResponseSchema = z.object({ enabled: z.boolean(), items: z.array(leaderboardEntrySchema) });
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** GET /api/learner/courses/{courseId}/certificate (404 unless earned). */
export const certificateResponseSchema = z.object({
  learnerName: z.string(),
  courseTitle: z.string(),
  completedAt: isoDateTimeSchema,
  score: lessonScoreSchema.nullable(),
});
export type CertificateResponse = z.infer<typeof certificateResponseSchema>;

export const completedCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  completedAt: isoDateTimeSchema,
  score: lessonScoreSchema.nullable(),
});
export type CompletedCourse = z.infer<typeof completedCourseSchema>;

export const inProgressCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  completedLessonCount: z.number().int().min(0),
  lessonCount: z.number().int().min(0),
  score: lessonScoreSchema.nullable(),
});
export type InProgressCourse = z.infer<typeof inProgressCourseSchema>;

/** GET /api/learner/profile. */
export const learnerProfileResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Every star the learner holds, over all courses. */
  stars: z.number().int().min(0),
  completedCourses: z.array(completedCourseSchema),
  inProgressCourses: z.array(inProgressCourseSchema),
});
export type LearnerProfileResponse = z.infer<typeof learnerProfileResponseSchema>;

// ── Staff: GET /api/courses/{courseId}/results ───────────────────────────────────────────────────

export const learnerLessonResultSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  bestScore: lessonScoreSchema.nullable(),
  attemptCount: z.number().int().min(0),
});
export type LearnerLessonResult = z.infer<typeof learnerLessonResultSchema>;

export const courseLearnerResultSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  completedLessonCount: z.number().int().min(0),
  lessonCount: z.number().int().min(0),
  score: lessonScoreSchema.nullable(),
  passed: z.boolean(),
  completed: z.boolean(),
  verdict: courseVerdictSchema,
  lastActivityAt: isoDateTimeSchema.nullable(),
  lessons: z.array(learnerLessonResultSchema),
});
export type CourseLearnerResult = z.infer<typeof courseLearnerResultSchema>;

export const courseResultsResponseSchema = z.object({ items: z.array(courseLearnerResultSchema) });
export type CourseResultsResponse = z.infer<typeof courseResultsResponseSchema>;
