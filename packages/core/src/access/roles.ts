import { roleIdentifiers, type RoleIdentifier } from '../enums/role-values.ts';

// The groups of roles the access rules are written in. Spec templates §6 names the roles; which of them
// build, review, facilitate or learn is ours (docs/decisions.md, "Roles").

const group = <const T extends readonly RoleIdentifier[]>(roles: T): T => roles;

export const administrators = group(['account-owner', 'account-admin']);
/** Content authors edit every course; restricted authors only the courses shared with them. */
export const authors = group(['content-author', 'restricted-author']);
export const reviewers = group(['reviewer', 'course-reviewer']);
export const learners = group(['app-user', 'individual-learner']);
/** Run the platform itself, across accounts: list accounts, change an account's plan (spec §6: ed-admin, {product}-admin). */
export const platformAdministrators = group(['ed-admin', 'slidewise-admin']);
/**
 * A demo user sees the authoring side as staff do and changes nothing: every write is refused to anyone
 * holding it, whatever else they hold (isReadOnly), so a demo account can be shown with real roles.
 */
export const readOnlyViewers = group(['demo-user']);
/** Create courses and edit any course of the account. */
export const courseCreators = group([...administrators, 'content-author']);
/** Reach the editing calls; a restricted-author then edits only the courses shared with them. */
export const courseEditors = group([...administrators, ...authors]);
/** Everyone who builds, reviews or facilitates courses: they read the authoring side. */
export const courseStaff = group([...administrators, ...authors, ...reviewers, 'facilitator']);
/** Read the authoring side (courses, lessons, decks): course staff, and demo users who only look. */
export const courseReaders = group([...courseStaff, ...readOnlyViewers]);
/** Read reports and every course's results: those who build or facilitate, and the analytics managers. */
export const reportReaders = group([...administrators, ...authors, 'facilitator', 'manager-analytics', ...readOnlyViewers]);
/** Read and write course review comments. */
export const courseCommenters = group([...courseEditors, ...reviewers]);
/** End a review: mark a course in review as Reviewed. */
export const courseReviewSigners = group([...administrators, ...reviewers]);
/** Moderate discussions, grade assessments, observe, take attendance, run group training. */
export const moderators = group([...administrators, ...authors, 'facilitator']);
/** See every learner's posts and results, whatever user groups they are in. */
export const fullModerators = group([...courseCreators]);
/** Play courses: learners, and staff trying the courses they build. */
export const players = group([...courseStaff, ...learners]);
/** Anyone signed in: the web app needs who they are and what their plan allows to render at all. */
export const anyoneSignedIn = roleIdentifiers.filter((role) => role !== 'anonymous-user');

/** The people a rule is about: enough of the signed-in user to decide. */
export interface Actor {
  id: string;
  /** As stored: unknown role names simply grant nothing. */
  roles: readonly string[];
}

export function holdsAny(actor: Pick<Actor, 'roles'>, roles: readonly RoleIdentifier[]): boolean {
  return roles.some((role) => actor.roles.includes(role));
}
