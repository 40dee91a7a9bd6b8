import { isCourseVisibleToLearner, type Planning } from '@slidewise/core';

/** What decides whether a learner may open a course: its row's status, dates and access fields. */
export interface CourseAccessFacts {
  courseStatus: string;
  publishOn: Date | null;
  unpublishOn: Date | null;
  data: Record<string, unknown>;
}

/**
 * The learner contract, decided by core's one rule (learning/course-availability.ts) from a course row:
 * Published, display active, within publishOn/unpublishOn, and universalAccess or shared with one of the
 * learner's user groups.
 */
export function courseOpenToLearner(course: CourseAccessFacts, learnerGroupIds: readonly string[], now: Date): boolean {
  const display = course.data.display as { active?: unknown } | undefined;
  const groups = Array.isArray(course.data.userGroups) ? course.data.userGroups.filter((id): id is string => typeof id === 'string') : [];
  return isCourseVisibleToLearner(
    {
      courseStatus: course.courseStatus,
      displayActive: display?.active === true,
      publishOn: course.publishOn?.toISOString() ?? null,
      unpublishOn: course.unpublishOn?.toISOString() ?? null,
      universalAccess: course.data.universalAccess === true,
      userGroups: groups,
    },
    new Set(learnerGroupIds),
    now,
  );
}

/** Whether posting is open now: planning's window, an open end being open (authoring §3 planning). */
export function planningIsOpen(planning: Planning, now: Date): boolean {
  const time = now.getTime();
  if (planning.startDateTime && Date.parse(planning.startDateTime) > time) return false;
  if (planning.endDateTime && Date.parse(planning.endDateTime) < time) return false;
  return true;
}
