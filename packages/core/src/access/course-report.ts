import { administrators } from './roles.ts';

/**
 * Issue 15's course report and lesson and question report: those who run the account and the analytics
 * managers. Authors and facilitators keep each course's results page (course.readResults); the reports
 * compare learners across the whole account, which is not theirs to read.
 */
export const courseReportRoles = {
  read: [...administrators, 'manager-analytics'],
} as const;
