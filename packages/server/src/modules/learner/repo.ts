import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { slideTemplates } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  courses,
  learnerAttempts,
  peerContributionReviews,
  learnerCourseProgress,
  learnerSlideStars,
  lessonSlides,
  lessons,
  userGroupMembers,
  users,
} from '../../db/schema.ts';

// The learner's reads and writes. Every query names the learner (user id) or the account, so nothing of
// another account can come back.

/** Template types that score (quiz and game): a lesson with one of them, weighted above 0, counts in a course score. */
const scoredTemplateTypesJson = JSON.stringify(
  slideTemplates.filter((template) => template.play === 'quiz' || template.play === 'game').map((template) => template.type),
);

export type AttemptRow = typeof learnerAttempts.$inferSelect;

export async function learnerGroupIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db.select({ id: userGroupMembers.userGroupId }).from(userGroupMembers).where(eq(userGroupMembers.userId, userId));
  return new Set(rows.map((row) => row.id));
}

/** The account's published courses (visibility by dates and groups is decided in core). */
export async function publishedCourseRows(db: Executor, accountId: string) {
  return db
    .select()
    .from(courses)
    .where(and(eq(courses.accountId, accountId), eq(courses.courseStatus, 'Published')))
    .orderBy(asc(courses.title), asc(courses.id));
}

export async function courseRow(db: Executor, accountId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.accountId, accountId), eq(courses.id, courseId)))
    .limit(1);
  return row;
}

export async function courseTitles(db: Executor, accountId: string, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.accountId, accountId), inArray(courses.id, [...courseIds])));
}

export interface PublishedLessonRow {
  id: string;
  courseId: string;
  kind: string;
  title: string;
  description: string;
  /** The Published version's prerequisites, features and scoring, unparsed. */
  prerequisites: unknown;
  attemptRestriction: unknown;
  scoringEnabled: unknown;
  /** The Published deck holds a quiz or game slide weighted above 0. */
  hasScoredSlides: boolean;
  /** Discussions and assessments: the Published postRequired, commentRequired, gradeByPercentage and minimumScore, unparsed. */
  activitySettings: unknown;
}

/** The published lessons of the courses, in course order; what the learner sees of each is the Published version. */
export async function publishedLessonsOf(db: Executor, courseIds: readonly string[]): Promise<PublishedLessonRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      kind: lessons.kind,
      title: sql<string>`coalesce(${lessons.publishedData} ->> 'title', ${lessons.title})`,
      description: sql<string>`coalesce(${lessons.publishedData} ->> 'description', '')`,
      prerequisites: sql<unknown>`${lessons.publishedData} -> 'prerequisites'`,
      attemptRestriction: sql<unknown>`${lessons.publishedData} -> 'features' -> 'attemptRestriction'`,
      scoringEnabled: sql<unknown>`${lessons.publishedData} -> 'scoring' -> 'enabled'`,
      activitySettings: sql<unknown>`jsonb_build_object(
        'postRequired', ${lessons.publishedData} -> 'postRequired', 'commentRequired', ${lessons.publishedData} -> 'commentRequired',
        'gradeByPercentage', ${lessons.publishedData} -> 'gradeByPercentage', 'minimumScore', ${lessons.publishedData} -> 'minimumScore')`,
      hasScoredSlides: sql<boolean>`exists (
        select 1 from lesson_slide_contents c
        where c.lesson_id = ${lessons.id} and c.version_type = 'Published'
          and c.slide ->> 'type' in (select jsonb_array_elements_text(${scoredTemplateTypesJson}::jsonb))
          and case when jsonb_typeof(c.slide -> 'data' -> 'challenge_configuration' -> 'weighting') = 'number'
                   then (c.slide -> 'data' -> 'challenge_configuration' ->> 'weighting')::numeric > 0 else true end)`,
    })
    .from(lessons)
    .where(and(inArray(lessons.courseId, [...courseIds]), isNotNull(lessons.publishedData)))
    .orderBy(asc(lessons.courseId), asc(lessons.rank), asc(lessons.id));
}

const lessonToPlayQuery = preparedPerDatabase((db) =>
  db
    .select({
      lesson: { id: lessons.id, courseId: lessons.courseId, kind: lessons.kind, publishedData: lessons.publishedData },
      course: courses,
      groupIds: sql<string[]>`array(select ${userGroupMembers.userGroupId} from ${userGroupMembers}
        where ${userGroupMembers.userId} = ${sql.placeholder('userId')}::uuid)`,
      inProgress: learnerAttempts,
      deckIdentifier: lessonSlides.stateIdentifier,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(
      learnerAttempts,
      and(
        eq(learnerAttempts.userId, sql.placeholder('userId')),
        eq(learnerAttempts.lessonId, lessons.id),
        isNull(learnerAttempts.finishedAt),
      ),
    )
    .leftJoin(lessonSlides, and(eq(lessonSlides.lessonId, lessons.id), eq(lessonSlides.versionType, 'Published')))
    .where(and(eq(lessons.accountId, sql.placeholder('accountId')), eq(lessons.id, sql.placeholder('lessonId'))))
    .limit(1)
    .prepare('learner_lesson_to_play'),
);

/**
 * A lesson of the account with what playing it needs, in one read: its course, the learner's user groups
 * (who may see the course), the learner's attempt in progress and the Published deck's identifier.
 */
export async function lessonToPlay(db: Executor, user: { id: string; accountId: string }, lessonId: string) {
  const [row] = await lessonToPlayQuery(db).execute({ lessonId, userId: user.id, accountId: user.accountId });
  return row;
}

/** The learner's attempts that still count (not discarded by a course reset) in the courses. */
export async function countingAttemptsOf(db: Executor, userId: string, courseIds: readonly string[]): Promise<AttemptRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(learnerAttempts)
    .where(and(eq(learnerAttempts.userId, userId), inArray(learnerAttempts.courseId, [...courseIds]), eq(learnerAttempts.discarded, false)))
    .orderBy(asc(learnerAttempts.startedAt));
}

/** Every counting attempt of the course's learners (staff results, leaderboard). */
export async function courseAttempts(db: Executor, courseId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(learnerAttempts)
    .where(and(eq(learnerAttempts.courseId, courseId), eq(learnerAttempts.discarded, false)))
    .orderBy(asc(learnerAttempts.startedAt));
}

export async function attemptOf(db: Executor, userId: string, attemptId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(learnerAttempts)
    .where(and(eq(learnerAttempts.id, attemptId), eq(learnerAttempts.userId, userId)))
    .limit(1);
  return row;
}

export async function attemptById(db: Executor, attemptId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(learnerAttempts).where(eq(learnerAttempts.id, attemptId)).limit(1);
  return row;
}

export async function attemptInProgress(db: Executor, userId: string, lessonId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(learnerAttempts)
    .where(and(eq(learnerAttempts.userId, userId), eq(learnerAttempts.lessonId, lessonId), isNull(learnerAttempts.finishedAt)))
    .limit(1);
  return row;
}

/** Inserts an attempt unless one is already in progress (or the id is taken); undefined when nothing was inserted. */
export async function insertAttempt(db: Executor, values: typeof learnerAttempts.$inferInsert): Promise<AttemptRow | undefined> {
  const [row] = await db.insert(learnerAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function writePosition(
  db: Executor,
  attemptId: string,
  userId: string,
  currentSlideIndex: number,
  now: Date,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(learnerAttempts)
    .set({ currentSlideIndex, modifiedAt: now })
    .where(and(eq(learnerAttempts.id, attemptId), eq(learnerAttempts.userId, userId), isNull(learnerAttempts.finishedAt)))
    .returning();
  return row;
}

/** Failed finished attempts at a lesson that still count (resetCourseOnNumberAttempts counts them). */
export async function countFailedAttempts(db: Executor, userId: string, lessonId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(learnerAttempts)
    .where(
      and(
        eq(learnerAttempts.userId, userId),
        eq(learnerAttempts.lessonId, lessonId),
        eq(learnerAttempts.discarded, false),
        eq(learnerAttempts.passed, false),
      ),
    );
  return row?.count ?? 0;
}

/** Starts the learner's course again: every attempt stops counting and the recorded completion goes. */
export async function resetCourse(db: Executor, accountId: string, userId: string, courseId: string, now: Date): Promise<void> {
  await db
    .update(learnerAttempts)
    .set({ discarded: true, modifiedAt: now })
    .where(and(eq(learnerAttempts.userId, userId), eq(learnerAttempts.courseId, courseId), eq(learnerAttempts.discarded, false)));
  await db
    .insert(learnerCourseProgress)
    .values({ accountId, userId, courseId, resetCount: 1, completedAt: null, passed: false, score: null, modifiedAt: now })
    .onConflictDoUpdate({
      target: [learnerCourseProgress.userId, learnerCourseProgress.courseId],
      set: { completedAt: null, passed: false, score: null, resetCount: sql`${learnerCourseProgress.resetCount} + 1`, modifiedAt: now },
    });
}

export async function slideStarsOfLesson(db: Executor, userId: string, lessonId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ slideId: learnerSlideStars.slideId, stars: learnerSlideStars.stars })
    .from(learnerSlideStars)
    .where(and(eq(learnerSlideStars.userId, userId), eq(learnerSlideStars.lessonId, lessonId)));
  return Object.fromEntries(rows.map((row) => [row.slideId, row.stars]));
}

/** Stars the learner holds per lesson of the courses. */
export async function starsByLesson(db: Executor, userId: string, courseIds: readonly string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: learnerSlideStars.lessonId, stars: sql<number>`sum(${learnerSlideStars.stars})`.mapWith(Number) })
    .from(learnerSlideStars)
    .where(and(eq(learnerSlideStars.userId, userId), inArray(learnerSlideStars.courseId, [...courseIds])))
    .groupBy(learnerSlideStars.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.stars]));
}

export async function totalStars(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ stars: sql<number>`coalesce(sum(${learnerSlideStars.stars}), 0)`.mapWith(Number) })
    .from(learnerSlideStars)
    .where(eq(learnerSlideStars.userId, userId));
  return row?.stars ?? 0;
}

export type CourseProgressRow = typeof learnerCourseProgress.$inferSelect;

export async function progressOf(db: Executor, userId: string): Promise<CourseProgressRow[]> {
  return db.select().from(learnerCourseProgress).where(eq(learnerCourseProgress.userId, userId));
}

/** Records the first completion of a course (a later one keeps the first date). */
export async function recordCompletion(
  db: Executor,
  key: { accountId: string; userId: string; courseId: string },
  values: { completedAt: Date; passed: boolean; score: number | null },
): Promise<void> {
  await db
    .insert(learnerCourseProgress)
    .values({ ...key, ...values, modifiedAt: values.completedAt })
    .onConflictDoUpdate({
      target: [learnerCourseProgress.userId, learnerCourseProgress.courseId],
      set: {
        completedAt: sql`coalesce(${learnerCourseProgress.completedAt}, excluded.completed_at)`,
        passed: sql`${learnerCourseProgress.passed} or excluded.passed`,
        score: values.score,
        modifiedAt: values.completedAt,
      },
    });
}

export async function peopleByIds(db: Executor, accountId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, [...userIds])));
}

/**
 * Others' latest answers to survey slides of a lesson: each learner's newest answer per slide, the
 * newest learners first, at most `limit` per slide. A contribution a moderator removed is left out, and
 * on the slides of `approvalNeeded` (peer-learning slides of a lesson that requires approval) only
 * approved ones are given (issue 13, /peer-authoring).
 */
export async function othersSurveyAnswers(
  db: Executor,
  lessonId: string,
  userId: string,
  slideIds: readonly string[],
  limit: number,
  approvalNeeded: readonly string[] = [],
) {
  if (slideIds.length === 0) return [];
  const result = (await db.execute(sql`
    select slide_id as "slideId", answers from (
      select latest.slide_id, latest.answers, row_number() over (partition by latest.slide_id order by latest.modified_at desc) as position from (
        select distinct on (a.user_id, r.key) a.id as attempt_id, r.key as slide_id, r.value -> 'answers' as answers, a.modified_at
        from ${learnerAttempts} a cross join lateral jsonb_each(a.results) r
        where a.lesson_id = ${lessonId} and a.user_id <> ${userId}
          and r.key in (select jsonb_array_elements_text(${JSON.stringify(slideIds)}::jsonb))
        order by a.user_id, r.key, a.modified_at desc
      ) latest
      left join ${peerContributionReviews} review on review.attempt_id = latest.attempt_id and review.slide_id = latest.slide_id
      where (review.status is null or review.status <> 'removed')
        and (latest.slide_id not in (select jsonb_array_elements_text(${JSON.stringify(approvalNeeded)}::jsonb))
          or review.status = 'approved')
    ) ranked where position <= ${limit}
    order by slide_id, position`)) as unknown as { rows: { slideId: string; answers: unknown }[] };
  return result.rows;
}
