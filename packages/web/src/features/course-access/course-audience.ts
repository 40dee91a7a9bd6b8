import type { Course, UserGroup } from '@slidewise/core';

/** spec §6: access is universal or limited to named user groups; limited to none, no learner sees the course. */
export type Audience = { kind: 'everyone' } | { kind: 'groups'; groupIds: readonly string[] } | { kind: 'nobody' };

export type CourseAccess = Pick<Course, 'universalAccess' | 'userGroups'>;

export function audienceOf(access: CourseAccess): Audience {
  if (access.universalAccess) return { kind: 'everyone' };
  return access.userGroups.length === 0 ? { kind: 'nobody' } : { kind: 'groups', groupIds: access.userGroups };
}

/**
 * A course learners are meant to see (published) that none of them can: the trap of publishing with
 * access limited to no groups. A draft course with no audience yet is no trap: nobody is meant to see it.
 */
export function isLiveButUnseen(course: Pick<Course, 'courseStatus'> & CourseAccess): boolean {
  return course.courseStatus === 'Published' && audienceOf(course).kind === 'nobody';
}

/** The groups' names in the order the course lists them; an id the account no longer has is left unnamed. */
export function groupNames(groupIds: readonly string[], groups: readonly UserGroup[] | undefined): (string | undefined)[] {
  const byId = new Map((groups ?? []).map((group) => [group.id, group.name]));
  return groupIds.map((id) => byId.get(id));
}
