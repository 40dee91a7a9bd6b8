import type { Planning } from '@slidewise/core';

/** What decides whether a learner may open a course: its row's status, dates and access fields. */
export interface CourseAccessFacts {
  courseStatus: string;
  publishOn: Date | null;
  unpublishOn: Date | null;
  data: Record<string, unknown>;
}

/**
 * The learner contract: a course is visible to a learner when Published, display active, within
 * publishOn/unpublishOn, and universalAccess or shared with one of the learner's user groups.
 */
export function courseOpenToLearner(course: CourseAccessFacts, learnerGroupIds: readonly string[], now: Date): boolean {
  if (course.courseStatus !== 'Published') return false;
  const display = course.data.display as { active?: unknown } | undefined;
  if (display?.active !== true) return false;
  if (course.publishOn && course.publishOn.getTime() > now.getTime()) return false;
  if (course.unpublishOn && course.unpublishOn.getTime() <= now.getTime()) return false;
  if (course.data.universalAccess === true) return true;
  const groups = Array.isArray(course.data.userGroups) ? course.data.userGroups : [];
  return groups.some((id) => typeof id === 'string' && learnerGroupIds.includes(id));
}

/** Whether posting is open now: planning's window, an open end being open (authoring §3 planning). */
export function planningIsOpen(planning: Planning, now: Date): boolean {
  const time = now.getTime();
  if (planning.startDateTime && Date.parse(planning.startDateTime) > time) return false;
  if (planning.endDateTime && Date.parse(planning.endDateTime) < time) return false;
  return true;
}
