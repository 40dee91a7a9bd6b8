import { and, asc, eq, gt, inArray, isNotNull, max, min, sql } from 'drizzle-orm';
import type { VersionType } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { courses, lessons } from '../../db/schema.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

/** A lesson with what its answers and checks need of its course: title, sharing, and the lesson's place. */
export async function findLessonWithCourse(db: Executor, accountId: string, lessonId: string) {
  const [row] = await db
    .select({
      lesson: lessons,
      courseTitle: courses.title,
      sharedWith: sql<unknown>`${courses.data} -> 'sharedWith'`,
      position:
        sql<number>`(select count(*) from lessons as sibling where sibling.course_id = ${lessons.courseId} and (sibling.rank, sibling.id) < (${lessons.rank}, ${lessons.id}))`.mapWith(
          Number,
        ),
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.accountId, accountId), eq(lessons.id, lessonId)))
    .limit(1);
  return row;
}

/**
 * GET /api/course/{courseId}/lessons, answered by the database as the response's JSON text (core's
 * lessonSummarySchema; the lessons suite checks every row against it): 500 lessons arrive as one value
 * instead of 500 rows to decode, and need no serialising. The course is the outer row, so an unknown
 * course answers no row at all while a course without lessons answers '[]'. The course's
 * `lesson_list_version` comes along, read in the same snapshot as the lessons, to key the cache.
 */
function lessonSummariesQuery(versionType: VersionType) {
  const published = versionType === 'Published';
  // Each row's keys are the column aliases; the Latest title and description are columns, the Published
  // ones live in the Published copy. Timestamps come out as ISO 8601 with an offset.
  const title = published ? sql.raw(`coalesce(l.published_data ->> 'title', '')`) : sql.raw('l.title');
  const description = published ? sql.raw(`coalesce(l.published_data ->> 'description', '')`) : sql.raw('l.description');
  const onlyPublished = published ? sql.raw('and l.published_data is not null') : sql.raw('');
  return preparedPerDatabase((db) =>
    db
      .select({
        lessons: sql<string>`(select coalesce(json_agg(summary), '[]')::text from (
          select l.id, l.course_id as "courseId", l.kind, ${title} as title, ${description} as description,
            ${sql.raw(`'${versionType}'`)}::text as "versionType", l.is_published as "isPublished",
            l.has_unpublished_changes as "hasUnpublishedChanges", l.version, l.modified_at as modified
          from lessons l where l.course_id = "courses"."id" ${onlyPublished} order by l.rank, l.id) as summary)`,
        lessonListVersion: courses.lessonListVersion,
      })
      .from(courses)
      .where(and(eq(courses.accountId, sql.placeholder('accountId')), eq(courses.id, sql.placeholder('courseId'))))
      .limit(1)
      .prepare(`list_course_lessons_${versionType.toLowerCase()}`),
  );
}

const lessonSummaryQueries = { Latest: lessonSummariesQuery('Latest'), Published: lessonSummariesQuery('Published') };

/** The course's lesson list as JSON text with the lesson-list version it was read at; undefined when the account has no such course. */
export async function courseLessonSummariesJson(
  db: Executor,
  accountId: string,
  courseId: string,
  versionType: VersionType,
): Promise<{ lessons: string; lessonListVersion: string } | undefined> {
  const [row] = await lessonSummaryQueries[versionType](db).execute({ accountId, courseId });
  return row && { lessons: row.lessons, lessonListVersion: String(row.lessonListVersion) };
}

const lessonListVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ lessonListVersion: courses.lessonListVersion })
    .from(courses)
    .where(and(eq(courses.accountId, sql.placeholder('accountId')), eq(courses.id, sql.placeholder('courseId'))))
    .limit(1)
    .prepare('course_lesson_list_version'),
);

/** The course's current lesson-list version (see the lessons trigger of migration 0006); undefined when the account has no such course. */
export async function courseLessonListVersion(db: Executor, accountId: string, courseId: string): Promise<string | undefined> {
  const [row] = await lessonListVersionQuery(db).execute({ accountId, courseId });
  return row && String(row.lessonListVersion);
}

/** The published lessons of a course in order, for previous / next navigation. */
export async function listPublishedLessonTitles(db: Executor, courseId: string) {
  return db
    .select({ id: lessons.id, kind: lessons.kind, title: sql<string | null>`${lessons.publishedData} ->> 'title'` })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), isNotNull(lessons.publishedData)))
    .orderBy(asc(lessons.rank), asc(lessons.id));
}

export async function listLessonRanks(db: Executor, courseId: string) {
  return db
    .select({ id: lessons.id, rank: lessons.rank })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.rank), asc(lessons.id));
}

export async function lastRank(db: Executor, courseId: string): Promise<string | null> {
  const [row] = await db
    .select({ rank: max(lessons.rank) })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  return row?.rank ?? null;
}

export async function rankAfter(db: Executor, courseId: string, rank: string): Promise<string | null> {
  const [row] = await db
    .select({ rank: min(lessons.rank) })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), gt(lessons.rank, rank)));
  return row?.rank ?? null;
}

export async function insertLesson(db: Executor, values: typeof lessons.$inferInsert) {
  const [row] = await db.insert(lessons).values(values).returning();
  return row!;
}

/** Writes the Latest version only if nobody changed the lesson since `fromVersion`; undefined when someone did. */
export async function updateLessonIfVersion(
  db: Executor,
  accountId: string,
  lessonId: string,
  fromVersion: number,
  values: Pick<typeof lessons.$inferInsert, 'title' | 'description' | 'data'> &
    Partial<Pick<typeof lessons.$inferInsert, 'courseId' | 'rank'>>,
  now: Date,
) {
  const [row] = await db
    .update(lessons)
    // A published lesson now differs from its Published version until the next publish.
    .set({ ...values, version: fromVersion + 1, modifiedAt: now, hasUnpublishedChanges: sql`${lessons.isPublished}` })
    .where(and(eq(lessons.accountId, accountId), eq(lessons.id, lessonId), eq(lessons.version, fromVersion)))
    .returning();
  return row;
}

export async function deleteLesson(db: Executor, accountId: string, lessonId: string): Promise<void> {
  await db.delete(lessons).where(and(eq(lessons.accountId, accountId), eq(lessons.id, lessonId)));
}

/** Ids among `lessonIds` that are lessons of the course. */
export async function lessonIdsOfCourse(db: Executor, courseId: string, lessonIds: readonly string[]): Promise<Set<string>> {
  if (lessonIds.length === 0) return new Set();
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), inArray(lessons.id, [...lessonIds])));
  return new Set(rows.map((row) => row.id));
}

/** Authoring §4: the Latest version becomes the Published one (title included); the Latest is untouched. */
export async function publishLessons(db: Executor, courseId: string, lessonIds: readonly string[]): Promise<void> {
  await db
    .update(lessons)
    .set({
      publishedData: sql`${lessons.data} || jsonb_build_object('title', ${lessons.title}, 'description', ${lessons.description})`,
      isPublished: true,
      hasUnpublishedChanges: false,
    })
    .where(and(eq(lessons.courseId, courseId), inArray(lessons.id, [...lessonIds])));
}

/** New ranks in one statement, whatever their number. */
export async function updateRanks(db: Executor, courseId: string, ranks: ReadonlyMap<string, string>): Promise<void> {
  if (ranks.size === 0) return;
  const ids = [...ranks.keys()];
  const values = [...ranks.values()];
  await db.execute(sql`
    update lessons set rank = reordered.rank
    from (select unnest(${sql.param(ids)}::uuid[]) as id, unnest(${sql.param(values)}::text[]) as rank) as reordered
    where lessons.id = reordered.id and lessons.course_id = ${courseId}`);
}
