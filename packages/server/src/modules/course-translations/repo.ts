import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AiUsage } from '../../ai/generate-valid.ts';
import type { HttpError } from '../../http-error.ts';
import type { Executor } from '../../db/client.ts';
import { courses, courseTranslationParts, courseTranslations, lessons } from '../../db/schema.ts';

export type CourseTranslationRow = typeof courseTranslations.$inferSelect;

/** The course's translations with their copies' titles, by language. */
export async function listCourseTranslations(db: Executor, accountId: string, sourceCourseId: string) {
  return db
    .select({ translation: courseTranslations, courseTitle: courses.title })
    .from(courseTranslations)
    .innerJoin(courses, eq(courses.id, courseTranslations.courseId))
    .where(and(eq(courseTranslations.accountId, accountId), eq(courseTranslations.sourceCourseId, sourceCourseId)))
    .orderBy(asc(courseTranslations.language));
}

export async function findCourseTranslation(
  db: Executor,
  accountId: string,
  sourceCourseId: string,
  language: string,
): Promise<CourseTranslationRow | undefined> {
  return oneTranslation(db, accountId, sourceCourseId, eq(courseTranslations.language, language));
}

/** The account's one translation of the source course that also meets `which`. */
async function oneTranslation(db: Executor, accountId: string, sourceCourseId: string, which: SQL) {
  const [row] = await db
    .select()
    .from(courseTranslations)
    .where(and(eq(courseTranslations.accountId, accountId), eq(courseTranslations.sourceCourseId, sourceCourseId), which));
  return row;
}

/** A new translation, its first run started; undefined when the language already has one (two starts at once). */
export async function insertCourseTranslation(
  db: Executor,
  row: Omit<typeof courseTranslations.$inferInsert, 'status'>,
): Promise<CourseTranslationRow | undefined> {
  const [inserted] = await db
    .insert(courseTranslations)
    .values({ ...row, status: 'Translating' })
    .onConflictDoNothing({ target: [courseTranslations.sourceCourseId, courseTranslations.language] })
    .returning();
  return inserted;
}

/** The translation with its copy's title, as the API lists it. */
export async function findListedTranslation(db: Executor, translationId: string) {
  const [row] = await db
    .select({ translation: courseTranslations, courseTitle: courses.title })
    .from(courseTranslations)
    .innerJoin(courses, eq(courses.id, courseTranslations.courseId))
    .where(eq(courseTranslations.id, translationId));
  return row;
}

export async function readTranslation(db: Executor, translationId: string): Promise<CourseTranslationRow | undefined> {
  const [row] = await db.select().from(courseTranslations).where(eq(courseTranslations.id, translationId));
  return row;
}

/**
 * Starts a new run of a translation not running: its progress, tokens and failure cleared. Undefined when
 * it is already Translating (a run started in between), which the caller answers as it is.
 */
export async function restartRun(db: Executor, translationId: string, startedBy: string, now: Date) {
  const [row] = await db
    .update(courseTranslations)
    .set({
      status: 'Translating',
      failureReason: null,
      failureCode: null,
      failureDetails: null,
      stopRequested: false,
      startedBy,
      slidesDone: 0,
      slidesTotal: 0,
      slidesTranslated: 0,
      skippedLessons: 0,
      inputTokens: null,
      outputTokens: null,
      modifiedAt: now,
    })
    .where(and(eq(courseTranslations.id, translationId), ne(courseTranslations.status, 'Translating')))
    .returning();
  return row;
}

/** What the run has to go through, counted when it begins. */
export async function setRunPlan(db: Executor, translationId: string, plan: { slidesTotal: number; skippedLessons: number }, now: Date) {
  await db
    .update(courseTranslations)
    .set({ ...plan, modifiedAt: now })
    .where(eq(courseTranslations.id, translationId));
}

/** A lesson saved: its slides counted as done, the translated ones among them. */
export async function recordLessonDone(db: Executor, translationId: string, slides: { done: number; translated: number }, now: Date) {
  await db
    .update(courseTranslations)
    .set({
      slidesDone: sql`${courseTranslations.slidesDone} + ${slides.done}`,
      slidesTranslated: sql`${courseTranslations.slidesTranslated} + ${slides.translated}`,
      modifiedAt: now,
    })
    .where(eq(courseTranslations.id, translationId));
}

const addTokens = (column: typeof courseTranslations.inputTokens | typeof courseTranslations.outputTokens, tokens: number | null) =>
  tokens === null ? sql`${column}` : sql`coalesce(${column}, 0) + ${tokens}`;

/** Each model call's tokens, as soon as it answers (a call whose answer is not kept still spent them); a sign of life. */
export async function addRunUsage(db: Executor, translationId: string, usage: AiUsage, now: Date) {
  await db
    .update(courseTranslations)
    .set({
      inputTokens: addTokens(courseTranslations.inputTokens, usage.inputTokens),
      outputTokens: addTokens(courseTranslations.outputTokens, usage.outputTokens),
      modifiedAt: now,
    })
    .where(eq(courseTranslations.id, translationId));
}

/** A sign of life from the job before each model call (jobs/interrupted-work.ts tells a lost job by its absence). */
export async function markRunAlive(db: Executor, translationId: string, now: Date) {
  await db.update(courseTranslations).set({ modifiedAt: now }).where(eq(courseTranslations.id, translationId));
}

/** The run's end: Translated (the copy up to date as of now), Failed with the error's message, code and details, or Stopped as asked. */
export async function finishRun(
  db: Executor,
  translationId: string,
  outcome: { status: 'Translated' } | { status: 'Stopped' } | { status: 'Failed'; failure: HttpError },
  now: Date,
) {
  const failure = outcome.status === 'Failed' ? outcome.failure : undefined;
  await db
    .update(courseTranslations)
    .set({
      status: outcome.status,
      failureReason: failure?.message ?? null,
      failureCode: failure?.code ?? null,
      failureDetails: (failure?.details as { reason: string } | undefined) ?? null,
      stopRequested: false,
      ...(outcome.status === 'Translated' ? { translatedAt: now } : {}),
      modifiedAt: now,
    })
    .where(eq(courseTranslations.id, translationId));
}

/** The account's translation of the source course; undefined for another course's or account's, as for none. */
export async function findTranslationOfCourse(
  db: Executor,
  accountId: string,
  sourceCourseId: string,
  translationId: string,
): Promise<CourseTranslationRow | undefined> {
  return oneTranslation(db, accountId, sourceCourseId, eq(courseTranslations.id, translationId));
}

/** Asks a running translation to stop; answers it as it is after (undefined when it no longer runs). */
export async function requestStop(db: Executor, translationId: string, now: Date): Promise<CourseTranslationRow | undefined> {
  const [row] = await db
    .update(courseTranslations)
    .set({ stopRequested: true, modifiedAt: now })
    .where(and(eq(courseTranslations.id, translationId), eq(courseTranslations.status, 'Translating')))
    .returning();
  return row;
}

export async function isStopRequested(db: Executor, translationId: string): Promise<boolean> {
  const [row] = await db
    .select({ stop: courseTranslations.stopRequested })
    .from(courseTranslations)
    .where(eq(courseTranslations.id, translationId));
  return row?.stop ?? true;
}

export interface TranslationPart {
  targetId: string;
  sourceHash: string;
}

/** What the translation made of each source part so far, by source key. */
export async function readTranslationParts(db: Executor, translationId: string): Promise<Map<string, TranslationPart>> {
  const rows = await db.select().from(courseTranslationParts).where(eq(courseTranslationParts.translationId, translationId));
  return new Map(rows.map((row) => [row.sourceKey, { targetId: row.targetId, sourceHash: row.sourceHash }]));
}

export async function saveTranslationParts(
  db: Executor,
  translationId: string,
  parts: ReadonlyMap<string, TranslationPart>,
): Promise<void> {
  if (parts.size === 0) return;
  for (const [sourceKey, part] of parts)
    await db
      .insert(courseTranslationParts)
      .values({ translationId, sourceKey, ...part })
      .onConflictDoUpdate({
        target: [courseTranslationParts.translationId, courseTranslationParts.sourceKey],
        set: { targetId: part.targetId, sourceHash: part.sourceHash },
      });
}

/** The course's lessons in their order, with what a translation needs of each. */
export async function listCourseLessons(db: Executor, accountId: string, courseId: string) {
  return db
    .select({ id: lessons.id, kind: lessons.kind, title: lessons.title })
    .from(lessons)
    .where(and(eq(lessons.accountId, accountId), eq(lessons.courseId, courseId)))
    .orderBy(asc(lessons.rank));
}
