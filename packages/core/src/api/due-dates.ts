import { z } from 'zod';
import { dueDateTypeSchema } from '../enums/due-date-types.ts';
import { entityIdSchema, isoDateTimeSchema } from '../entities/shared-fields.ts';

// Assigned training (issue 16; the spec has no calls for it): what a learner has due, and each learner's
// cycles of a course for the staff.

export const dueStatusSchema = z.enum(['none', 'completed', 'upcoming', 'due-soon', 'overdue']);

/** One course as it is due for the signed-in learner: the open cycle. */
export const learnerDueItemSchema = z.object({
  courseId: entityIdSchema,
  title: z.string(),
  type: dueDateTypeSchema,
  recurring: z.boolean(),
  /** 1 for the first assignment; each reopening of a recurring course adds one. */
  cycle: z.number().int().min(1),
  dueAt: isoDateTimeSchema.nullable(),
  status: dueStatusSchema,
  completedAt: isoDateTimeSchema.nullable(),
  /** Recurring training, once completed: until when the certificate holds, and when the course opens again. */
  certificateExpiresAt: isoDateTimeSchema.nullable(),
  renewsAt: isoDateTimeSchema.nullable(),
});
export type LearnerDueItem = z.infer<typeof learnerDueItemSchema>;

/** Overdue first, then by due date; courses without a date last. */
export const learnerDueListResponseSchema = z.object({ items: z.array(learnerDueItemSchema) });
export type LearnerDueListResponse = z.infer<typeof learnerDueListResponseSchema>;

/** The course page's answer: null when the course asks for no date. */
export const learnerCourseDueResponseSchema = z.object({ item: learnerDueItemSchema.nullable() });
export type LearnerCourseDueResponse = z.infer<typeof learnerCourseDueResponseSchema>;

export const assignmentCycleSchema = z.object({
  cycle: z.number().int().min(1),
  openedAt: isoDateTimeSchema,
  dueAt: isoDateTimeSchema.nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  passed: z.boolean().nullable(),
  score: z.number().nullable(),
  expiresAt: isoDateTimeSchema.nullable(),
  closedAt: isoDateTimeSchema.nullable(),
  status: dueStatusSchema,
});
export type AssignmentCycle = z.infer<typeof assignmentCycleSchema>;

/** Every assigned learner of a course with all their cycles, the newest first: past cycles stay visible. */
export const assignmentCyclesResponseSchema = z.object({
  items: z.array(z.object({ userId: entityIdSchema, name: z.string(), email: z.string(), cycles: z.array(assignmentCycleSchema) })),
});
export type AssignmentCyclesResponse = z.infer<typeof assignmentCyclesResponseSchema>;

/** The test clock (TEST_CLOCK=true only): the moment the server takes as now. */
export const testClockBodySchema = z.object({ now: isoDateTimeSchema });
export const testClockResponseSchema = z.object({ now: isoDateTimeSchema });
