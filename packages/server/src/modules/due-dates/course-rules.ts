// A stored course as the due-date rules see it: its rule, its publication and whether learners see it now.
import { dueDateTypes, learners, mandatorySchema, nextCycle, tracksAssignments, type DueCourseFacts, type DueRule } from '@slidewise/core';
import type { CourseRow } from '../courses/course-assembly.ts';

/** The due-date types that assign the course (all but not-specified and no-due-date), for SQL filters. */
export const trackedDueTypes: readonly string[] = dueDateTypes.filter(tracksAssignments);

/** Who is assigned a course: people with a learner role; staff who try a course are not chased for it. */
export const assignedRoles: readonly string[] = learners;

/** The course's due-date rule, or undefined when it asks nothing (or is unreadable, as no rule). */
export function dueRuleOf(row: Pick<CourseRow, 'data'>): DueRule | undefined {
  const parsed = mandatorySchema.safeParse(row.data.mandatory);
  return parsed.success && tracksAssignments(parsed.data.type) ? parsed.data : undefined;
}

export function dueCourseFactsOf(row: Pick<CourseRow, 'publishOn'>): DueCourseFacts {
  return { publishedAt: row.publishOn };
}

/** Published and on display now (groups apart: whom it reaches is asked of the database). */
export function courseIsLive(row: Pick<CourseRow, 'courseStatus' | 'publishOn' | 'unpublishOn' | 'data'>, now: Date): boolean {
  const display = row.data.display as { active?: unknown } | undefined;
  if (row.courseStatus !== 'Published' || display?.active !== true) return false;
  if (row.publishOn && row.publishOn > now) return false;
  return !(row.unpublishOn && row.unpublishOn <= now);
}

export function courseAudienceOf(row: Pick<CourseRow, 'data'>): { universal: boolean; groupIds: string[] } {
  const groups = Array.isArray(row.data.userGroups) ? row.data.userGroups.filter((id): id is string => typeof id === 'string') : [];
  return { universal: row.data.universalAccess === true, groupIds: groups };
}

/**
 * When a cycle not completed yet gives way to the next: a calendar recurrence moves on to the next period
 * even if this one was missed (recurring-completion-date waits for the completion). Null when it never does.
 */
export function renewalOfOpenCycle(rule: DueRule, dueAt: Date | null, course: DueCourseFacts): Date | null {
  return nextCycle(rule, { dueAt, completedAt: null }, course)?.opensAt ?? null;
}
