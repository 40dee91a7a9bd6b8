import { courseCreators, courseStaff } from './roles.ts';

/**
 * Course collections (issue 16): the library's grouping of every course of the account, so managed by
 * those who create and edit every course. Putting a course in one is a course edit (course.update).
 */
export const collectionRoles = {
  read: courseStaff,
  manage: courseCreators,
} as const;
