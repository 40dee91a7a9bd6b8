import {
  DEFAULT_PAGE,
  MINI_COURSE_PAGE_SIZE,
  courseContracts,
  type Course,
  type CourseCreateBody,
  type CourseListResponse,
  type CoursePrerequisitesBody,
  type CourseSharingBody,
  type CourseScheduleBody,
  type CourseTagsBody,
  type CourseUpdateBody,
  type CourseUserGroupsBody,
} from '@slidewise/core';
import { callContract } from './call-contract.ts';
import type { RequestOptions } from './http.ts';

/** A stale save answers 409 with the current course; the editor offers a choice instead of a toast. */
const CONFLICT_HANDLED: RequestOptions = { handledStatuses: [409] };

/** spec authoring §7: GET /api/courses with page 1 and pageSize 2000, the mini course list. */
export function listCourses(page = DEFAULT_PAGE, pageSize = MINI_COURSE_PAGE_SIZE): Promise<CourseListResponse> {
  return callContract(courseContracts.list, { query: { page, pageSize } });
}

export function getCourse(courseId: string): Promise<Course> {
  return callContract(courseContracts.get, { params: { courseId } });
}

/** The create form shows its failure beside its fields. */
export function createCourse(body: CourseCreateBody): Promise<Course> {
  return callContract(courseContracts.create, { body }, { silent: true });
}

/** spec §7: PUT /api/courses/{courseId}, course data merged; `version` is the one the edit started from. */
export function updateCourse(courseId: string, body: CourseUpdateBody): Promise<Course> {
  return callContract(courseContracts.update, { params: { courseId }, body }, CONFLICT_HANDLED);
}

export function setCourseTags(courseId: string, body: CourseTagsBody): Promise<Course> {
  return callContract(courseContracts.setTags, { params: { courseId }, body }, CONFLICT_HANDLED);
}

export function setGroupTraining(courseId: string, isEnabled: boolean, version: number): Promise<Course> {
  return callContract(courseContracts.setGroupTraining, { params: { courseId }, body: { isEnabled, version } }, CONFLICT_HANDLED);
}

/** spec §7: POST /api/v2/leaderBoard/enable with courseId and isEnabled. */
export function enableLeaderboard(courseId: string, isEnabled: boolean, version: number): Promise<Course> {
  return callContract(courseContracts.enableLeaderboard, { body: { courseId, isEnabled, version } }, CONFLICT_HANDLED);
}

export function setCourseUserGroups(courseId: string, body: CourseUserGroupsBody): Promise<Course> {
  return callContract(courseContracts.setUserGroups, { params: { courseId }, body }, CONFLICT_HANDLED);
}

/** Restricted authors edit only the courses shared with them (docs/decisions.md, roles per course). */
export function setCourseSharing(courseId: string, body: CourseSharingBody): Promise<Course> {
  return callContract(courseContracts.setSharing, { params: { courseId }, body }, CONFLICT_HANDLED);
}

export function setCoursePrerequisites(courseId: string, body: CoursePrerequisitesBody): Promise<Course> {
  return callContract(courseContracts.setPrerequisites, { params: { courseId }, body }, CONFLICT_HANDLED);
}

// ── Status changes (spec §4; publish, schedule, draft and archive are ours, docs/decisions.md) ────

const statusContracts = {
  publish: courseContracts.publish,
  unpublish: courseContracts.unpublish,
  draft: courseContracts.draft,
  archive: courseContracts.archive,
  'submit-for-review': courseContracts.submitForReview,
  'mark-reviewed': courseContracts.markReviewed,
} as const;

export type CourseStatusAction = keyof typeof statusContracts;

export function changeCourseStatus(courseId: string, action: CourseStatusAction, version: number): Promise<Course> {
  return callContract(statusContracts[action], { params: { courseId }, body: { version } }, CONFLICT_HANDLED);
}

export function scheduleCourse(courseId: string, body: CourseScheduleBody): Promise<Course> {
  return callContract(courseContracts.schedule, { params: { courseId }, body }, CONFLICT_HANDLED);
}
