// A Sequential playlist's order holds on the server too (issue 16): a course it keeps locked for a learner
// cannot be started by calling the API directly. The learner views read it as a course prerequisite.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { playlistSteps } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { courses, playlistCourses, playlists } from '../../db/schema.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { assembleCourse, noLessons } from '../courses/course-assembly.ts';
import { courseVisible } from '../learner/standing.ts';
import { learnerPlaylistRows } from './repo.ts';

export interface SequentialFacts {
  /** The learner's user groups (a course of another group is not part of their path). */
  groupIds: ReadonlySet<string>;
  /** The courses the learner has completed. */
  completedIds: ReadonlySet<string>;
  now: Date;
}

/** Whether any published Sequential playlist of the account holds the course: the common case answers no in one read. */
export async function inSequentialPlaylist(db: Executor, accountId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(playlistCourses)
    .innerJoin(playlists, eq(playlists.id, playlistCourses.playlistId))
    .where(
      and(
        eq(playlists.accountId, accountId),
        eq(playlists.status, 'Published'),
        eq(playlists.playlistType, 'Sequential'),
        eq(playlistCourses.courseId, courseId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The courses the learner's Sequential playlists keep locked, each with the course it waits for. A course
 * in several is locked only while every one of them locks it: the first course of any playlist is open, so
 * two playlists ordering the same courses differently never lock each other for good.
 */
export async function sequentialPlaylistWaits(db: Executor, user: SignedInUser, facts: SequentialFacts): Promise<Map<string, string>> {
  const sequential = (await learnerPlaylistRows(db, user)).filter(({ row }) => row.playlistType === 'Sequential');
  if (sequential.length === 0) return new Map();
  const courseIds = [...new Set(sequential.flatMap(({ courseIds }) => courseIds))];
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.accountId, user.accountId), inArray(courses.id, courseIds)));
  const visible = new Set(
    rows.filter((row) => courseVisible(assembleCourse(row, noLessons, user), facts.groupIds, facts.now)).map((row) => row.id),
  );

  const waitsFor = new Map<string, string | null>();
  for (const { courseIds: ordered } of sequential) {
    const steps = playlistSteps(
      'Sequential',
      ordered.filter((id) => visible.has(id)).map((courseId) => ({ courseId, completed: facts.completedIds.has(courseId) })),
    );
    for (const step of steps) {
      // Open in one playlist: open. Locked in each so far: keep the first course it waits for.
      if (!step.locked) waitsFor.set(step.courseId, null);
      else if (!waitsFor.has(step.courseId)) waitsFor.set(step.courseId, step.waitsForCourseId);
    }
  }
  return new Map([...waitsFor].flatMap(([courseId, waiting]) => (waiting ? [[courseId, waiting] as [string, string]] : [])));
}
