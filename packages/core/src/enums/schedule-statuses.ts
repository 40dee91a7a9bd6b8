import { z } from 'zod';

// Spec authoring §4 and templates §3.8: a course is published now or scheduled for later.
export const scheduleStatuses = ['Now', 'Later'] as const;
export const scheduleStatusSchema = z.enum(scheduleStatuses);
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;
