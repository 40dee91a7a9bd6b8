import type { RoleIdentifier } from '../enums/role-values.ts';
import { accountRoles } from './account.ts';
import { activityRoles } from './activity.ts';
import { courseRoles } from './course.ts';
import { courseReportRoles } from './course-report.ts';
import { learningRoles } from './learning.ts';
import { lessonRoles } from './lesson.ts';
import { mediaRoles } from './media.ts';
import { peerContributionRoles } from './peer-contributions.ts';
import { peopleRoles } from './people.ts';
import { notificationRoles } from './notifications.ts';
import { playlistRoles } from './playlist.ts';
import { collectionRoles } from './collection.ts';
import { leaderboardRoles } from './leaderboard.ts';
import { platformRoles } from './platform.ts';
import { prizeRoles } from './prizes.ts';
import { settingsRoles } from './settings.ts';

/** Every resource's role rules, by resource: the permission `course.update` is courseRoles.update. */
const rolesByResource = {
  account: accountRoles,
  course: courseRoles,
  lesson: lessonRoles,
  learning: learningRoles,
  activity: activityRoles,
  media: mediaRoles,
  peerContribution: peerContributionRoles,
  people: peopleRoles,
  notifications: notificationRoles,
  playlist: playlistRoles,
  collection: collectionRoles,
  leaderboard: leaderboardRoles,
  settings: settingsRoles,
  platform: platformRoles,
  prizes: prizeRoles,
  courseReport: courseReportRoles,
} as const satisfies Record<string, Record<string, readonly RoleIdentifier[]>>;

type RolesByResource = typeof rolesByResource;

/** What a call needs: nothing (`public`), or one action on one resource, e.g. `course.update`. */
export type Permission = 'public' | { [R in keyof RolesByResource]: `${R}.${keyof RolesByResource[R] & string}` }[keyof RolesByResource];

/** The roles that may call what needs this permission; undefined for public calls. */
export function rolesFor(permission: Exclude<Permission, 'public'>): readonly RoleIdentifier[] {
  const [resource, action] = permission.split('.') as [keyof RolesByResource, string];
  return (rolesByResource[resource] as Record<string, readonly RoleIdentifier[]>)[action]!;
}

/** May a person holding these roles make a call that needs this permission? */
export function rolesAllow(permission: Permission, roles: readonly string[]): boolean {
  if (permission === 'public') return true;
  return rolesFor(permission).some((role) => roles.includes(role));
}

/** Every permission there is, for tests that go through each. */
export const allPermissions: readonly Permission[] = [
  'public',
  ...Object.entries(rolesByResource).flatMap(([resource, actions]) =>
    Object.keys(actions).map((action) => `${resource}.${action}` as Permission),
  ),
];

/**
 * The writes of the authoring side: building courses, lessons and activities, sharing, reviewing and the
 * public page. When the plan gives no access (spec §3.7 planAccess.hasAccess false) these are refused and
 * the authoring screens are read-only; learning, moderation and the account itself go on.
 */
export const authoringPermissions: readonly Permission[] = [
  'course.create',
  'course.update',
  'course.share',
  'course.comment',
  'course.signReview',
  'course.editPublicPage',
  'lesson.edit',
  'activity.editSettings',
];
