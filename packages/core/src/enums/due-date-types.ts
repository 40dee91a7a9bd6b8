import { z } from 'zod';

// Spec authoring §3 and templates §3.4, verbatim.
export const dueDateTypes = [
  'not-specified',
  'due-by',
  'relative-due-by',
  'no-due-date',
  'recurring-completion-date',
  'recurring-publish-date',
  'recurring-static-date',
] as const;
export const dueDateTypeSchema = z.enum(dueDateTypes);
export type DueDateType = z.infer<typeof dueDateTypeSchema>;

/** The recurring due dates are recurring certification (spec §6: a Pro feature behind certificationEnabled). */
export const isRecurringDueDate = (type: DueDateType) => type.startsWith('recurring-');
