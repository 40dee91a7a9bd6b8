import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { learnerSlideStars } from '../../db/schema.ts';

export { courseAttempts, peopleByIds, publishedLessonsOf } from '../learner/repo.ts';

/** Stars held per learner and lesson of one course. */
export async function starsByLessonOfCourse(db: Executor, courseId: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({
      userId: learnerSlideStars.userId,
      lessonId: learnerSlideStars.lessonId,
      stars: sql<number>`sum(${learnerSlideStars.stars})`.mapWith(Number),
    })
    .from(learnerSlideStars)
    .where(and(eq(learnerSlideStars.courseId, courseId)))
    .groupBy(learnerSlideStars.userId, learnerSlideStars.lessonId);
  const byUser = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const lessons = byUser.get(row.userId) ?? new Map<string, number>();
    lessons.set(row.lessonId, row.stars);
    byUser.set(row.userId, lessons);
  }
  return byUser;
}
