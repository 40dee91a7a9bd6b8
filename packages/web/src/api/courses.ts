import {
  DEFAULT_PAGE,
  MINI_COURSE_PAGE_SIZE,
  courseListResponseSchema,
  courseSchema,
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
import { authenticatedGet, authenticatedPost, authenticatedPut, type RequestOptions } from './http.ts';

/** A stale save answers 409 with the current course; the editor offers a choice instead of a toast. */
const CONFLICT_HANDLED: RequestOptions = { handledStatuses: [409] };

const coursePath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
const asCourse = (body: unknown): Course => courseSchema.parse(body);

/** spec authoring §7: GET /api/courses with page 1 and pageSize 2000, the mini course list. */
export async function listCourses(page = DEFAULT_PAGE, pageSize = MINI_COURSE_PAGE_SIZE): Promise<CourseListResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return courseListResponseSchema.parse(await authenticatedGet(`/api/courses?${query}`));
}

export async function getCourse(courseId: string): Promise<Course> {
  return asCourse(await authenticatedGet(coursePath(courseId)));
}

/** The create form shows its failure beside its fields. */
export async function createCourse(body: CourseCreateBody): Promise<Course> {
  return asCourse(await authenticatedPost('/api/courses', { data: body, silent: true }));
}

/** spec §7: PUT /api/courses/{courseId}, course data merged; `version` is the one the edit started from. */
export async function updateCourse(courseId: string, body: CourseUpdateBody): Promise<Course> {
  return asCourse(await authenticatedPut(coursePath(courseId), { data: body, ...CONFLICT_HANDLED }));
}

export async function setCourseTags(courseId: string, body: CourseTagsBody): Promise<Course> {
  return asCourse(await authenticatedPut(`${coursePath(courseId)}/tags`, { data: body, ...CONFLICT_HANDLED }));
}

export async function setGroupTraining(courseId: string, isEnabled: boolean, version: number): Promise<Course> {
  return asCourse(await authenticatedPut(`${coursePath(courseId)}/group-training`, { data: { isEnabled, version }, ...CONFLICT_HANDLED }));
}

/** spec §7: POST /api/v2/leaderBoard/enable with courseId and isEnabled. */
export async function enableLeaderboard(courseId: string, isEnabled: boolean, version: number): Promise<Course> {
  return asCourse(await authenticatedPost('/api/v2/leaderBoard/enable', { data: { courseId, isEnabled, version }, ...CONFLICT_HANDLED }));
}

export async function setCourseUserGroups(courseId: string, body: CourseUserGroupsBody): Promise<Course> {
  return asCourse(await authenticatedPut(`${coursePath(courseId)}/usergroups`, { data: body, ...CONFLICT_HANDLED }));
}

/** Restricted authors edit only the courses shared with them (docs/decisions.md, roles per course). */
export async function setCourseSharing(courseId: string, body: CourseSharingBody): Promise<Course> {
  return asCourse(await authenticatedPut(`${coursePath(courseId)}/sharing`, { data: body, ...CONFLICT_HANDLED }));
}

export async function setCoursePrerequisites(courseId: string, body: CoursePrerequisitesBody): Promise<Course> {
  return asCourse(await authenticatedPut(`${coursePath(courseId)}/prerequisites`, { data: body, ...CONFLICT_HANDLED }));
}

// ── Status changes (spec §4; publish, schedule, draft and archive are ours, docs/decisions.md) ────

export type CourseStatusAction = 'publish' | 'unpublish' | 'draft' | 'archive' | 'submit-for-review' | 'mark-reviewed';

export async function changeCourseStatus(courseId: string, action: CourseStatusAction, version: number): Promise<Course> {
  return asCourse(await authenticatedPost(`${coursePath(courseId)}/${action}`, { data: { version }, ...CONFLICT_HANDLED }));
}

export async function scheduleCourse(courseId: string, body: CourseScheduleBody): Promise<Course> {
  return asCourse(await authenticatedPost(`${coursePath(courseId)}/schedule`, { data: body, ...CONFLICT_HANDLED }));
}
