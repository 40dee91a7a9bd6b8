// Whether a course is open to a learner's work (issue 16): its prerequisites, while the account enforces them,
// and the course before it in a Sequential playlist. The learner's pages show the lock; this is what makes it
// hold on the server for every learner write — starting a lesson, posting in a discussion, submitting an
// assessment, registering for a conference — so no call skips a lock the pages show.
import { courseSchema, missingCoursePrerequisites } from '@slidewise/core';
import type { AppContext } from '../../context.ts';
import { conflict } from '../../http-error.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { readAccountSwitches } from '../account/switches.ts';
import { inSequentialPlaylist, sequentialPlaylistWaits } from '../playlists/sequential-locks.ts';
import { courseTitles, learnerGroupIds, progressOf } from './repo.ts';

/** The course as the lock needs it: its id and its prerequisite course ids. */
export interface LockableCourse {
  id: string;
  prerequisites: readonly string[];
}

/** A course row's stored prerequisites (its `data` document), as the course schema reads them; none when malformed. */
export function storedPrerequisites(data: Record<string, unknown>): string[] {
  return courseSchema.shape.prerequisites.safeParse(data.prerequisites).data ?? [];
}

/** The courses the learner must complete before this one, with their titles; empty when it is open. */
export async function courseHeldBackBy(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  user: SignedInUser,
  course: LockableCourse,
): Promise<{ id: string; title: string }[]> {
  // The common case (no prerequisites, in no Sequential playlist) costs one indexed read.
  const [enforced, sequential] = await Promise.all([
    course.prerequisites.length > 0 && readAccountSwitches(db, user.accountId).then((switches) => switches.coursePrerequisitesEnabled),
    inSequentialPlaylist(db, user.accountId, course.id),
  ]);
  const prerequisites = enforced ? course.prerequisites : [];
  if (prerequisites.length === 0 && !sequential) return [];
  const completedIds = new Set((await progressOf(db, user.id)).flatMap((entry) => (entry.completedAt ? [entry.courseId] : [])));
  if (completedIds.has(course.id)) return [];
  const missing = missingCoursePrerequisites(prerequisites, completedIds);
  if (sequential) {
    const waits = await sequentialPlaylistWaits(db, user, { groupIds: await learnerGroupIds(db, user.id), completedIds, now: clock() });
    const waitsFor = waits.get(course.id);
    if (waitsFor && !missing.includes(waitsFor)) missing.push(waitsFor);
  }
  return courseTitles(db, user.accountId, missing);
}

/** 409 `course-locked`, naming the courses to finish first. */
function courseLocked(heldBackBy: readonly { id: string; title: string }[]) {
  return conflict('course-locked', `Complete ${heldBackBy.map((other) => `"${other.title}"`).join(', ')} first.`, {
    missingPrerequisites: heldBackBy,
  });
}

/** Refuses (409 `course-locked`) a learner's write in a course they must not work in yet. */
export async function assertCourseUnlocked(
  context: Pick<AppContext, 'db' | 'clock'>,
  user: SignedInUser,
  course: LockableCourse,
): Promise<void> {
  const heldBackBy = await courseHeldBackBy(context, user, course);
  if (heldBackBy.length > 0) throw courseLocked(heldBackBy);
}
