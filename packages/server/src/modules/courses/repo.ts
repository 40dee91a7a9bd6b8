import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, lessons } from '../../db/schema.ts';

export async function listCourseSummaries(db: Executor, accountId: string, page: { limit: number; offset: number }) {
  // Served by the (account_id, created_at desc, id desc) index: newest first, stable between pages.
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      courseStatus: courses.courseStatus,
      thumbnail: sql<string | null>`${courses.data} ->> 'thumbnail'`,
      modifiedAt: courses.modifiedAt,
      // The total rides along with the page, saving a second query on every list read.
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(courses)
    .where(eq(courses.accountId, accountId))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCourses(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(eq(courses.accountId, accountId));
  return row?.total ?? 0;
}

export async function findCourse(db: Executor, accountId: string, courseId: string) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.accountId, accountId), eq(courses.id, courseId)))
    .limit(1);
  return course;
}

export async function listCourseLessonRefs(db: Executor, accountId: string, courseId: string) {
  return db
    .select({ id: lessons.id, isPublished: sql<boolean | null>`(${lessons.data} ->> 'isPublished')::boolean` })
    .from(lessons)
    .where(and(eq(lessons.accountId, accountId), eq(lessons.courseId, courseId)))
    .orderBy(asc(lessons.rank), asc(lessons.id));
}
