import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseCollections, courses } from '../../db/schema.ts';

/** A course names its collection in its data (`collectionId`), so a collection's courses are found by it. */
const collectionIdOfCourse = sql<string | null>`${courses.data} ->> 'collectionId'`;

export async function listCollections(db: Executor, accountId: string) {
  const [rows, placed] = await Promise.all([
    db
      .select({ id: courseCollections.id, title: courseCollections.title, createdAt: courseCollections.createdAt })
      .from(courseCollections)
      .where(eq(courseCollections.accountId, accountId))
      .orderBy(asc(courseCollections.title)),
    db
      .select({ courseId: courses.id, collectionId: collectionIdOfCourse })
      .from(courses)
      .where(and(eq(courses.accountId, accountId), sql`${collectionIdOfCourse} is not null`))
      .orderBy(asc(courses.title)),
  ]);
  return rows.map((row) => ({ ...row, courseIds: placed.filter((entry) => entry.collectionId === row.id).map((entry) => entry.courseId) }));
}

export async function collectionRow(db: Executor, accountId: string, collectionId: string) {
  const [row] = await db
    .select()
    .from(courseCollections)
    .where(and(eq(courseCollections.accountId, accountId), eq(courseCollections.id, collectionId)))
    .limit(1);
  return row;
}

/** Inserts the collection unless the account has one of that title; undefined then. */
export async function insertCollection(db: Executor, accountId: string, title: string, now: Date) {
  const [row] = await db
    .insert(courseCollections)
    .values({ accountId, title, createdAt: now, modifiedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function renameCollection(db: Executor, accountId: string, collectionId: string, title: string, now: Date) {
  const [row] = await db
    .update(courseCollections)
    .set({ title, modifiedAt: now })
    .where(and(eq(courseCollections.accountId, accountId), eq(courseCollections.id, collectionId)))
    .returning();
  return row;
}

/** Deletes the collection and takes its courses out of it (each course's version moves on: its data changed). */
export async function deleteCollection(db: Executor, accountId: string, collectionId: string, now: Date) {
  await db
    .update(courses)
    .set({ data: sql`${courses.data} - 'collectionId'`, version: sql`${courses.version} + 1`, modifiedAt: now })
    .where(and(eq(courses.accountId, accountId), sql`${collectionIdOfCourse} = ${collectionId}`));
  await db.delete(courseCollections).where(and(eq(courseCollections.accountId, accountId), eq(courseCollections.id, collectionId)));
}
