import { administrators } from './roles.ts';

/**
 * Issue 15: the account's reports (/analytics) are read by its owners, administrators and analytics
 * managers. Authors and facilitators keep their per-course results; learners read only their own.
 */
export const analyticsReaders = [...administrators, 'manager-analytics'] as const;

export const analyticsRoles = {
  readReports: analyticsReaders,
  /** Whole tables streamed out of the account (every learner of a course as CSV): the readers for now, its own line so it can narrow. */
  exportReports: analyticsReaders,
} as const;
