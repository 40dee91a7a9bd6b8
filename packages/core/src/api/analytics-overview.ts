// The overview and learner report of issue 15 (/analytics): what the calls take and answer.
import { z } from 'zod';
import { isoDateTimeSchema } from '../entities/shared-fields.ts';
import { MAX_USER_GROUP_FILTER } from './analytics-limits.ts';

const daySchema = z.iso.date();
const uuidListPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*$/i;

/** GET /api/analytics/overview: a range of UTC days (default the last 30) and, optionally, user groups (comma-separated ids). */
export const analyticsOverviewQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  groupIds: z
    .string()
    .regex(uuidListPattern, 'groupIds is a comma-separated list of user group ids.')
    .refine((value) => value.split(',').length <= MAX_USER_GROUP_FILTER, `At most ${MAX_USER_GROUP_FILTER} user groups.`)
    .optional(),
});
export type AnalyticsOverviewQuery = z.infer<typeof analyticsOverviewQuerySchema>;

export const analyticsOverviewDaySchema = z.object({
  day: daySchema,
  /** Learners who started or finished a lesson that day. */
  dailyActive: z.number().int(),
  /** Learners active in the 7 days up to the day, and in the 30 days up to it. */
  weeklyActive: z.number().int(),
  monthlyActive: z.number().int(),
  lessonsCompleted: z.number().int(),
  coursesCompleted: z.number().int(),
});
export type AnalyticsOverviewDay = z.infer<typeof analyticsOverviewDaySchema>;

export const overduePersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  dueAt: isoDateTimeSchema,
});
export type OverduePerson = z.infer<typeof overduePersonSchema>;

export const analyticsOverviewResponseSchema = z.object({
  from: daySchema,
  to: daySchema,
  groupIds: z.array(z.uuid()),
  /** Every user group of the account, to choose from (analytics managers may not list groups otherwise). */
  groups: z.array(z.object({ id: z.uuid(), name: z.string() })),
  totals: z.object({
    /** Distinct learners active at least once in the range. */
    activeLearners: z.number().int(),
    lessonsCompleted: z.number().int(),
    coursesCompleted: z.number().int(),
    /** The mean score (0–100) of the lessons finished in the range; null when none was scored. */
    averageScore: z.number().nullable(),
    /** People with at least one assigned course past its due date and not completed, now. */
    overduePeople: z.number().int(),
  }),
  days: z.array(analyticsOverviewDaySchema),
  /** Each overdue assignment, most overdue first. */
  overdue: z.array(overduePersonSchema),
});
export type AnalyticsOverviewResponse = z.infer<typeof analyticsOverviewResponseSchema>;

// Any id: one that names nobody of the account, however written, is a 404 like a foreign one.
export const analyticsLearnerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const learnerReportCourseSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  lessonsCompleted: z.number().int(),
  lessonsTotal: z.number().int(),
  bestAverageScore: z.number().nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  passed: z.boolean(),
  dueAt: isoDateTimeSchema.nullable(),
  lastActivityAt: isoDateTimeSchema.nullable(),
});
export type LearnerReportCourse = z.infer<typeof learnerReportCourseSchema>;

export const learnerReportAttemptSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  courseTitle: z.string(),
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  score: z.number().nullable(),
  stars: z.number().int(),
  passed: z.boolean().nullable(),
});
export type LearnerReportAttempt = z.infer<typeof learnerReportAttemptSchema>;

export const learnerReportCertificateSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  courseTitle: z.string(),
  issuedAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema.nullable(),
});
export type LearnerReportCertificate = z.infer<typeof learnerReportCertificateSchema>;

/** GET /api/analytics/learners/{userId}: everything one person of the account has done. */
export const learnerReportResponseSchema = z.object({
  learner: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.string(),
    /** Never counted in the overview (templates §6 exclude-from-analytics); their own report still shows. */
    excludedFromAnalytics: z.boolean(),
    lastActivityAt: isoDateTimeSchema.nullable(),
  }),
  totals: z.object({
    lessonsCompleted: z.number().int(),
    coursesCompleted: z.number().int(),
    averageScore: z.number().nullable(),
    certificates: z.number().int(),
  }),
  courses: z.array(learnerReportCourseSchema),
  attempts: z.array(learnerReportAttemptSchema),
  certificates: z.array(learnerReportCertificateSchema),
});
export type LearnerReportResponse = z.infer<typeof learnerReportResponseSchema>;
