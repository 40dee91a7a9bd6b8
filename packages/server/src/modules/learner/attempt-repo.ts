// The statements of a learner's results and finish: each a single round trip, so a morning rush of
// learners (issue 12) costs the database one statement per result and holds no transaction open.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { accounts, courses, learnerAttempts, learnerSlideStars, lessonSlides, lessons } from '../../db/schema.ts';
import type { AttemptRow } from './repo.ts';

/** The Published deck of the attempt's lesson, by the identifier every save of its slides changes. */
const publishedDeckOfAttempt = and(eq(lessonSlides.lessonId, learnerAttempts.lessonId), eq(lessonSlides.versionType, 'Published'));

const attemptForResultQuery = preparedPerDatabase((db) =>
  db
    .select({ attempt: learnerAttempts, deckIdentifier: lessonSlides.stateIdentifier })
    .from(learnerAttempts)
    .leftJoin(lessonSlides, publishedDeckOfAttempt)
    .where(and(eq(learnerAttempts.id, sql.placeholder('attemptId')), eq(learnerAttempts.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('learner_attempt_for_result'),
);

/** The learner's attempt, with the identifier of its lesson's Published deck (null without one). */
export async function attemptForResult(
  db: Executor,
  userId: string,
  attemptId: string,
): Promise<{ attempt: AttemptRow; deckIdentifier: string | null } | undefined> {
  const [row] = await attemptForResultQuery(db).execute({ attemptId, userId });
  return row;
}

export interface ResultWrite {
  attemptId: string;
  userId: string;
  /** The lesson the result was scored for, and the identifier of the Published deck it was scored on. */
  lessonId: string;
  deckIdentifier: string;
  slideId: string;
  /** The result as recorded (SlideResultRecord), as JSON. */
  record: string;
  /** What makes a result the same as the one held (correct, the clamped points, answers), each as JSON. */
  correct: string;
  points: string;
  answers: string;
  currentSlideIndex: number | null;
  now: Date;
}

/** The columns of an attempt that its answer shows. */
const attemptAnswerColumns = {
  id: learnerAttempts.id,
  lessonId: learnerAttempts.lessonId,
  startedAt: learnerAttempts.startedAt,
  finishedAt: learnerAttempts.finishedAt,
  currentSlideIndex: learnerAttempts.currentSlideIndex,
  results: learnerAttempts.results,
};
export type AttemptAnswerRow = Pick<AttemptRow, keyof typeof attemptAnswerColumns>;

const resultOfSlide = sql`${learnerAttempts.results} -> ${sql.placeholder('slideId')}::text`;

const writeResultQuery = preparedPerDatabase((db) =>
  db
    .update(learnerAttempts)
    .set({
      results: sql`${learnerAttempts.results} || jsonb_build_object(${sql.placeholder('slideId')}::text, ${sql.placeholder('record')}::jsonb)`,
      currentSlideIndex: sql`coalesce(${sql.placeholder('currentSlideIndex')}::integer, ${learnerAttempts.currentSlideIndex})`,
      modifiedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(learnerAttempts.id, sql.placeholder('attemptId')),
        eq(learnerAttempts.userId, sql.placeholder('userId')),
        eq(learnerAttempts.lessonId, sql.placeholder('lessonId')),
        isNull(learnerAttempts.finishedAt),
        sql`exists (select 1 from ${lessonSlides} where ${lessonSlides.lessonId} = ${sql.placeholder('lessonId')}::uuid
          and ${lessonSlides.versionType} = 'Published' and ${lessonSlides.stateIdentifier} = ${sql.placeholder('deckIdentifier')}::text)`,
        sql`not coalesce(${resultOfSlide} -> 'correct' = ${sql.placeholder('correct')}::jsonb
          and ${resultOfSlide} -> 'points' = ${sql.placeholder('points')}::jsonb
          and ${resultOfSlide} -> 'answers' = ${sql.placeholder('answers')}::jsonb, false)`,
      ),
    )
    // Only what the answer shows (learner-views.ts toAttempt): a result's write is the hot statement of a
    // morning rush, and every column returned is one more the driver decodes and Drizzle maps.
    .returning(attemptAnswerColumns)
    .prepare('learner_write_result'),
);

/**
 * Writes one slide's result (and the position) in one statement, only while the attempt is the learner's,
 * of that lesson, in progress, the lesson's Published deck is still the one the result was scored on, and
 * the attempt does not already hold the same result. Undefined when any of these does not hold: the
 * caller reads the attempt to tell which.
 */
export async function writeResultIfCurrent(db: Executor, write: ResultWrite): Promise<AttemptAnswerRow | undefined> {
  const [row] = await writeResultQuery(db).execute({ ...write, now: write.now.toISOString() });
  return row;
}

const attemptToFinishQuery = preparedPerDatabase((db) =>
  db
    .select({
      attempt: learnerAttempts,
      course: courses,
      deckIdentifier: lessonSlides.stateIdentifier,
      // What the finish's write checks the attempt still holds: a digest of the results as stored, so the
      // check never depends on how JavaScript reads their numbers back.
      resultsDigest: sql<string>`md5(${learnerAttempts.results}::text)`,
      attemptRestriction: sql<unknown>`${lessons.publishedData} -> 'features' -> 'attemptRestriction'`,
      // The account's switches, read by core's accountSwitchesFrom as everywhere (stars, certificates, leaderboards).
      accountSettings: accounts.settings,
      planKind: accounts.planKind,
      heldStars: sql<
        Record<string, number>
      >`(select coalesce(json_object_agg(${learnerSlideStars.slideId}, ${learnerSlideStars.stars}), '{}')
        from ${learnerSlideStars}
        where ${learnerSlideStars.userId} = ${learnerAttempts.userId} and ${learnerSlideStars.lessonId} = ${learnerAttempts.lessonId})`,
    })
    .from(learnerAttempts)
    .innerJoin(courses, and(eq(courses.id, learnerAttempts.courseId), eq(courses.accountId, sql.placeholder('accountId'))))
    .innerJoin(lessons, eq(lessons.id, learnerAttempts.lessonId))
    .innerJoin(accounts, eq(accounts.id, courses.accountId))
    .leftJoin(lessonSlides, publishedDeckOfAttempt)
    .where(and(eq(learnerAttempts.id, sql.placeholder('attemptId')), eq(learnerAttempts.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('learner_attempt_to_finish'),
);

/**
 * The attempt with everything its finish needs, in one read: its course (the minimum score, the
 * standing), whether the account gives certificates, the lesson's Published attempt restriction, the
 * Published deck's identifier and the stars the learner holds on the lesson's slides.
 */
export async function attemptToFinish(db: Executor, user: { id: string; accountId: string }, attemptId: string) {
  const [row] = await attemptToFinishQuery(db).execute({ attemptId, userId: user.id, accountId: user.accountId });
  return row;
}

export interface FinishWrite {
  attemptId: string;
  userId: string;
  accountId: string;
  /** The digest of the results the score was computed from: the attempt is finished only if it still holds exactly these. */
  resultsDigest: string;
  finishedAt: Date;
  score: number;
  stars: number;
  newStars: number;
  passed: boolean;
  starsBySlide: Readonly<Record<string, number>>;
}

type RawAttemptRow = { [column: string]: unknown };

/**
 * Finishes the attempt and raises the learner's stars on each slide to what it earned (a lower count
 * never lowers them) in one statement, so both happen or neither, without a transaction held across
 * round trips. Only an unfinished attempt still holding the scored results is finished: undefined when
 * it was finished meanwhile or a result arrived after the scoring (the caller reads it again).
 */
export async function finishAttempt(db: Executor, write: FinishWrite): Promise<AttemptRow | undefined> {
  const finishedAt = write.finishedAt.toISOString();
  const result = (await db.execute(sql`
    with finished as (
      update ${learnerAttempts} set finished_at = ${finishedAt}::timestamptz, score = ${write.score}, stars = ${write.stars},
        new_stars = ${write.newStars}, passed = ${write.passed}, modified_at = ${finishedAt}::timestamptz
      where id = ${write.attemptId} and user_id = ${write.userId} and finished_at is null and md5(results::text) = ${write.resultsDigest}
      returning *),
    raised as (
      insert into ${learnerSlideStars} (account_id, user_id, course_id, lesson_id, slide_id, stars, modified_at)
      select ${write.accountId}::uuid, finished.user_id, finished.course_id, finished.lesson_id, earned.key, earned.value::integer, ${finishedAt}::timestamptz
      from finished, jsonb_each_text(${JSON.stringify(write.starsBySlide)}::jsonb) as earned
      on conflict (user_id, lesson_id, slide_id) do update set stars = greatest(${learnerSlideStars.stars}, excluded.stars), modified_at = excluded.modified_at)
    select * from finished`)) as unknown as { rows: RawAttemptRow[] };
  const [row] = result.rows;
  return row && attemptRowOf(row);
}

const instant = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

/** A learner_attempts row as the raw statement answers it (column names, timestamps as text or Date). */
function attemptRowOf(row: RawAttemptRow): AttemptRow {
  return {
    id: row.id as string,
    accountId: row.account_id as string,
    userId: row.user_id as string,
    courseId: row.course_id as string,
    lessonId: row.lesson_id as string,
    startedAt: instant(row.started_at)!,
    finishedAt: instant(row.finished_at),
    currentSlideIndex: Number(row.current_slide_index),
    results: row.results as Record<string, unknown>,
    score: row.score === null ? null : Number(row.score),
    stars: Number(row.stars),
    newStars: Number(row.new_stars),
    passed: row.passed as boolean | null,
    discarded: row.discarded as boolean,
    createdAt: instant(row.created_at)!,
    modifiedAt: instant(row.modified_at)!,
  };
}
