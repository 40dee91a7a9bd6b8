import type { Database } from '../../db/client.ts';
import { isRowId } from '../../ids.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from './course-access.ts';
import { courseNotFound } from './course-writes.ts';
import { findCourse } from './repo.ts';

/**
 * The course row for calls on things that belong to a course (topics, public details, comments, lessons):
 * 404 unless it is a course of the user's account; with toEdit, 403 unless the user may edit it.
 */
export async function courseOfAccount(db: Database, user: SignedInUser, courseId: string, options: { toEdit?: boolean } = {}) {
  if (!isRowId(courseId)) throw courseNotFound();
  const course = await findCourse(db, user.accountId, courseId);
  if (!course) throw courseNotFound();
  if (options.toEdit) assertCanEditCourse(user, sharedWithOf(course.data.sharedWith));
  return course;
}

export function sharedWithOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}
