import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseRatings } from '../../db/schema.ts';

interface RatingKey {
  accountId: string;
  courseId: string;
  userId: string;
}

const ratingOf = (key: RatingKey) =>
  and(eq(courseRatings.accountId, key.accountId), eq(courseRatings.courseId, key.courseId), eq(courseRatings.userId, key.userId));

export async function ownCourseRating(db: Executor, key: RatingKey): Promise<number | null> {
  const [row] = await db.select({ stars: courseRatings.stars }).from(courseRatings).where(ratingOf(key)).limit(1);
  return row?.stars ?? null;
}

/** One rating per learner per course: a second rating replaces the first. */
export async function saveCourseRating(db: Executor, key: RatingKey, stars: number): Promise<void> {
  await db
    .insert(courseRatings)
    .values({ ...key, stars })
    .onConflictDoUpdate({ target: [courseRatings.courseId, courseRatings.userId], set: { stars, ratedAt: sql`now()` } });
}

export async function removeCourseRating(db: Executor, key: RatingKey): Promise<void> {
  await db.delete(courseRatings).where(ratingOf(key));
}
