import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { driverStatement, preparedPerDatabase } from '../../db/prepared.ts';

// Read on every home page: the statement Drizzle builds, sent as one named statement straight to the
// driver (db/prepared.ts). $1 account id, $2 page size, $3 offset.
const courseSummariesStatement = preparedPerDatabase((db) =>
  driverStatement(
    db as Database,
    'list_course_summaries',
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        courseStatus: courses.courseStatus,
        thumbnail: sql<string | null>`${courses.data} ->> 'thumbnail'`,
        modifiedAt: courses.modifiedAt,
        // The total rides along with the page, saving a second query on every list read.
        totalCount: sql<number>`count(*) over ()`,
      })
      .from(courses)
      .where(eq(courses.accountId, sql.placeholder('accountId')))
      // Served by the (account_id, created_at desc, id desc) index: newest first, stable between pages.
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL().sql,
  ),
);

type CourseSummaryRow = [
  id: string,
  title: string,
  description: string,
  courseStatus: string,
  thumbnail: string | null,
  modifiedAt: Date | string,
  totalCount: number | string,
];

export async function listCourseSummaries(db: Database, accountId: string, page: { limit: number; offset: number }) {
  const rows = (await courseSummariesStatement(db)([accountId, page.limit, page.offset])) as CourseSummaryRow[];
  // The drivers decode the timestamp (a Date on pg, text on PGlite) and the bigint count (text on pg) differently.
  return rows.map(([id, title, description, courseStatus, thumbnail, modifiedAt, totalCount]) => ({
    id,
    title,
    description,
    courseStatus,
    thumbnail,
    modifiedAt: new Date(modifiedAt),
    totalCount: Number(totalCount),
  }));
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

// Read on every editor load and every course change: one prepared query. The lesson list comes as one
// compact text ("<id>+" published, "<id>-" not, comma-separated, in order), which a course of 500 lessons
// reads far faster than 500 rows or a JSON document.
const courseWithLessonsQuery = preparedPerDatabase((db) =>
  db
    .select({
      course: courses,
      lessons: sql<
        string | null
      >`(select string_agg(l.id::text || case when l.is_published then '+' else '-' end, ',' order by l.rank, l.id) from lessons l where l.course_id = "courses"."id")`,
      hasUnpublishedChanges: sql<boolean>`exists (select 1 from lessons l where l.course_id = "courses"."id" and l.has_unpublished_changes)`,
    })
    .from(courses)
    .where(and(eq(courses.accountId, sql.placeholder('accountId')), eq(courses.id, sql.placeholder('courseId'))))
    .limit(1)
    .prepare('find_course_with_lessons'),
);

/** The course row, its lessons in order ({ id, isPublished }), and whether any lesson has unpublished changes. */
export async function findCourseWithLessons(db: Executor, accountId: string, courseId: string) {
  const [row] = await courseWithLessonsQuery(db).execute({ accountId, courseId });
  if (!row) return undefined;
  const lessons = row.lessons ? row.lessons.split(',').map((entry) => ({ id: entry.slice(0, -1), isPublished: entry.endsWith('+') })) : [];
  return { row: row.course, lessons, hasUnpublishedChanges: row.hasUnpublishedChanges };
}

export async function insertCourse(db: Executor, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

/** Writes a course only if nobody changed it since `fromVersion` was read; undefined when someone did. */
export async function updateCourseIfVersion(
  db: Executor,
  accountId: string,
  courseId: string,
  fromVersion: number,
  values: Pick<typeof courses.$inferInsert, 'title' | 'description' | 'courseStatus' | 'publishOn' | 'unpublishOn' | 'data'>,
  now: Date,
) {
  const [row] = await db
    .update(courses)
    .set({ ...values, version: fromVersion + 1, modifiedAt: now })
    .where(and(eq(courses.accountId, accountId), eq(courses.id, courseId), eq(courses.version, fromVersion)))
    .returning();
  return row;
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

/** Every course of the account with its prerequisites, for cycle checks. */
export async function listPrerequisiteEdges(db: Executor, accountId: string) {
  return db
    .select({ id: courses.id, prerequisites: sql<unknown>`${courses.data} -> 'prerequisites'` })
    .from(courses)
    .where(eq(courses.accountId, accountId));
}
