import type { Course } from '@slidewise/core';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';
import { conflict, type HttpError, notFound } from '../../http-error.ts';
import { isRowId } from '../../ids.ts';
import { assertSavePrecondition, type SavePrecondition } from '../../save-precondition.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assertCanEditCourse } from './course-access.ts';
import { assembleCourse, courseRowValues } from './course-assembly.ts';
import { findCourseWithLessons, updateCourseIfVersion } from './repo.ts';

/** A change the last write wins retries on a concurrent write this many times before giving up. */
const ATTEMPTS = 3;

export const courseNotFound = () => notFound('Course not found');

/** DESIGN.md "no lost work": the 409 of a stale save carries the course as it now is. */
export function staleCourse(current: Course): HttpError {
  return conflict(
    'conflict',
    `This course was changed elsewhere (it is now at version ${current.version}). Reload it, or apply your change again on top.`,
    { current },
  );
}

export interface CourseChange {
  /** The version the client started from (body or If-Match); one that no longer holds is refused without writing. */
  precondition: SavePrecondition;
  /** Editing rights are checked unless the change is one a non-editor may make (marking a review done). */
  requiresEditing?: boolean;
  /** The course after the change; may throw an HttpError (400, 404, 409) to refuse it. */
  apply(current: Course, now: Date): Course | Promise<Course>;
}

/** The course as the user may see it; 404 for another account's course or a malformed id. */
export async function readCourse(db: Database, user: SignedInUser, courseId: string): Promise<Course> {
  if (!isRowId(courseId)) throw courseNotFound();
  const found = await findCourseWithLessons(db, user.accountId, courseId);
  if (!found) throw courseNotFound();
  return assembleCourse(found.row, found, user);
}

/**
 * Reads the course, applies the change and writes it only if the course is still at the version read
 * (one conditional UPDATE), so concurrent writers never overwrite each other. Answers the course with
 * its new version.
 */
export async function changeCourse(
  db: Database,
  clock: Clock,
  user: SignedInUser,
  courseId: string,
  change: CourseChange,
): Promise<Course> {
  if (!isRowId(courseId)) throw courseNotFound();
  for (let attempt = 1; ; attempt += 1) {
    const found = await findCourseWithLessons(db, user.accountId, courseId);
    if (!found) throw courseNotFound();
    const { row } = found;
    const current = assembleCourse(row, found, user);
    if (change.requiresEditing !== false) assertCanEditCourse(user, current.sharedWith);
    await assertSavePrecondition(change.precondition, row.version, () => current, staleCourse);

    const now = clock();
    const next = await change.apply(current, now);
    const written = await updateCourseIfVersion(db, user.accountId, courseId, row.version, courseRowValues(next), now);
    if (written) return assembleCourse(written, found, user);
    // Someone wrote in between: a client that named its version is refused on the next read.
    if (attempt >= ATTEMPTS) throw staleCourse(current);
  }
}
