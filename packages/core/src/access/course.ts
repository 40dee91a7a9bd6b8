import type { Actor } from './roles.ts';
import {
  courseCommenters,
  courseCreators,
  courseEditors,
  courseReviewSigners,
  courseReaders,
  courseStaff,
  holdsAny,
  players,
  reportReaders,
} from './roles.ts';

/** Besides staff, those who find courses to do their own work on them: analytics managers read results, SEO administrators edit public pages. */
const courseFinders = [...courseReaders, 'manager-analytics', 'seo-admin'] as const;

/**
 * Who may reach each course call, by role. The account's course list and the editor's full Course stay
 * with the people who build, review or facilitate courses: learners list theirs through the learner API
 * (issue 11: the list answered them every course, drafts and other groups' included). Navigation answers
 * learners only about courses open to them.
 */
export const courseRoles = {
  list: courseFinders,
  navigate: players,
  read: courseFinders,
  create: courseCreators,
  /** Edit data, lessons, slides, settings and status; restricted authors then only shared courses. */
  update: courseEditors,
  /** Sharing decides what restricted authors may edit, so they cannot share courses themselves. */
  share: courseCreators,
  comment: courseCommenters,
  signReview: courseReviewSigners,
  readResults: reportReaders,
  /** The public course page (public details, links, slugs): the course's editors, and SEO administrators on every course. */
  editPublicPage: [...courseEditors, 'seo-admin'],
} as const;

/** What the rules need to know of one course. */
export interface CourseFacts {
  /** The people a restricted-author may edit this course for. */
  sharedWith: readonly string[];
}

/** Edit this course: creators edit every course; restricted authors the ones shared with them. */
export function mayEditCourse(actor: Actor, course: CourseFacts): boolean {
  if (holdsAny(actor, courseCreators)) return true;
  return actor.roles.includes('restricted-author') && course.sharedWith.includes(actor.id);
}

/** Course.userPermissions (templates §3.4, contents ours): what the caller may do with this course. */
export type CoursePermission = 'view' | 'edit' | 'share' | 'comment' | 'review';

export function coursePermissionsOf(actor: Actor & { authoringLocked?: boolean }, course: CourseFacts): CoursePermission[] {
  const permissions: CoursePermission[] = ['view'];
  // A plan without access to authoring (spec §3.7) leaves every course to be looked at only.
  if (actor.authoringLocked) return permissions;
  if (mayEditCourse(actor, course)) permissions.push('edit');
  if (holdsAny(actor, courseRoles.share)) permissions.push('share');
  if (holdsAny(actor, courseRoles.comment)) permissions.push('comment');
  if (holdsAny(actor, courseRoles.signReview)) permissions.push('review');
  return permissions;
}

/** Staff read every course of the account as authors do; anyone else sees only what the learner app shows. */
export function readsCoursesAsStaff(actor: Pick<Actor, 'roles'>): boolean {
  return holdsAny(actor, courseStaff);
}

/** Learners' results of a course: creators, facilitators and report readers see every course; restricted authors the shared ones. */
export function maySeeCourseResults(actor: Actor, course: CourseFacts): boolean {
  return holdsAny(actor, [...courseCreators, 'facilitator', 'manager-analytics', 'demo-user']) || mayEditCourse(actor, course);
}

/** The public page of this course: SEO administrators on every course, otherwise whoever may edit it. */
export function mayEditPublicPage(actor: Actor, course: CourseFacts): boolean {
  return holdsAny(actor, ['seo-admin']) || mayEditCourse(actor, course);
}
