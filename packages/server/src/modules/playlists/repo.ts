import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, playlistCourses, playlists, playlistUserGroups, userGroupMembers } from '../../db/schema.ts';

export type PlaylistRow = typeof playlists.$inferSelect;

export interface PlaylistParts {
  row: PlaylistRow;
  courses: { id: string; title: string; courseStatus: string }[];
  userGroups: string[];
}

export async function listPlaylistRows(db: Executor, accountId: string) {
  return db
    .select({
      id: playlists.id,
      title: playlists.title,
      image: playlists.image,
      playlistType: playlists.playlistType,
      status: playlists.status,
      modifiedAt: playlists.modifiedAt,
      courseCount: count(playlistCourses.courseId),
    })
    .from(playlists)
    .leftJoin(playlistCourses, eq(playlistCourses.playlistId, playlists.id))
    .where(eq(playlists.accountId, accountId))
    .groupBy(playlists.id)
    .orderBy(desc(playlists.createdAt), desc(playlists.id));
}

export async function playlistRow(db: Executor, accountId: string, playlistId: string): Promise<PlaylistRow | undefined> {
  const [row] = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.accountId, accountId), eq(playlists.id, playlistId)))
    .limit(1);
  return row;
}

/** The playlist with its courses in order and its user groups. */
export async function playlistParts(db: Executor, row: PlaylistRow): Promise<PlaylistParts> {
  const [courseRows, groupRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, courseStatus: courses.courseStatus })
      .from(playlistCourses)
      .innerJoin(courses, eq(courses.id, playlistCourses.courseId))
      .where(eq(playlistCourses.playlistId, row.id))
      .orderBy(asc(playlistCourses.position)),
    db.select({ id: playlistUserGroups.userGroupId }).from(playlistUserGroups).where(eq(playlistUserGroups.playlistId, row.id)),
  ]);
  return { row, courses: courseRows, userGroups: groupRows.map((group) => group.id) };
}

/** The ids among `courseIds` that are courses of the account. */
export async function existingCourseIds(db: Executor, accountId: string, courseIds: readonly string[]): Promise<Set<string>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.accountId, accountId), inArray(courses.id, [...courseIds])));
  return new Set(rows.map((row) => row.id));
}

export async function replacePlaylistCourses(db: Executor, accountId: string, playlistId: string, courseIds: readonly string[]) {
  await db.delete(playlistCourses).where(eq(playlistCourses.playlistId, playlistId));
  if (courseIds.length > 0)
    await db.insert(playlistCourses).values(courseIds.map((courseId, position) => ({ accountId, playlistId, courseId, position })));
}

export async function replacePlaylistUserGroups(db: Executor, accountId: string, playlistId: string, groupIds: readonly string[]) {
  await db.delete(playlistUserGroups).where(eq(playlistUserGroups.playlistId, playlistId));
  if (groupIds.length > 0)
    await db.insert(playlistUserGroups).values(groupIds.map((userGroupId) => ({ accountId, playlistId, userGroupId })));
}

/**
 * The published playlists open to the learner: to everyone, or to one of their user groups. With each,
 * its course ids in order.
 */
export async function learnerPlaylistRows(db: Executor, user: { id: string; accountId: string }, playlistId?: string) {
  const inOneOfTheirGroups = sql`exists (
    select 1 from ${playlistUserGroups} join ${userGroupMembers} on ${userGroupMembers.userGroupId} = ${playlistUserGroups.userGroupId}
    where ${playlistUserGroups.playlistId} = ${playlists.id} and ${userGroupMembers.userId} = ${user.id})`;
  const rows = await db
    .select()
    .from(playlists)
    .where(
      and(
        eq(playlists.accountId, user.accountId),
        eq(playlists.status, 'Published'),
        playlistId === undefined ? undefined : eq(playlists.id, playlistId),
        sql`(${playlists.universalAccess} or ${inOneOfTheirGroups})`,
      ),
    )
    .orderBy(desc(playlists.createdAt), desc(playlists.id));
  if (rows.length === 0) return [];
  const placed = await db
    .select({ playlistId: playlistCourses.playlistId, courseId: playlistCourses.courseId })
    .from(playlistCourses)
    .where(
      inArray(
        playlistCourses.playlistId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(playlistCourses.position));
  return rows.map((row) => ({ row, courseIds: placed.filter((entry) => entry.playlistId === row.id).map((entry) => entry.courseId) }));
}
