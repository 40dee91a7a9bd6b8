import type { AiCourseGeneration, AiCourseOutline, AiCourseRequest } from '@slidewise/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addedTokens } from '../../db/added-tokens.ts';
import { courseGenerations } from '../../db/schema.ts';
import { type AiUsage, usageOfStoredTokens } from '../../ai/generate-valid.ts';

export type GenerationRow = typeof courseGenerations.$inferSelect;
export type RunStatus = AiCourseGeneration['status'];

export function presentGeneration(row: GenerationRow): AiCourseGeneration {
  const outline = row.outline as AiCourseOutline;
  return {
    courseId: row.courseId,
    status: row.status as RunStatus,
    outline,
    lessonsDone: row.lessonsDone,
    lessonsTotal: outline.lessons.length,
    lessonIds: row.lessonIds,
    failureReason: row.failureReason,
    failureCode: row.failureCode,
    failureDetails: row.failureDetails,
    usage: usageOfStoredTokens(row.inputTokens, row.outputTokens),
  };
}

export async function insertGeneration(
  db: Executor,
  values: { courseId: string; accountId: string; startedBy: string; request: AiCourseRequest; outline: AiCourseOutline; now: Date },
): Promise<GenerationRow> {
  const [row] = await db
    .insert(courseGenerations)
    .values({
      courseId: values.courseId,
      accountId: values.accountId,
      startedBy: values.startedBy,
      status: 'Generating',
      request: values.request,
      outline: values.outline,
      createdAt: values.now,
      modifiedAt: values.now,
    })
    .returning();
  return row!;
}

/** The account's run of a course; undefined for another account's, as for none. */
export async function findGeneration(db: Executor, accountId: string, courseId: string): Promise<GenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(courseGenerations)
    .where(and(eq(courseGenerations.courseId, courseId), eq(courseGenerations.accountId, accountId)))
    .limit(1);
  return row;
}

export async function readGeneration(db: Executor, courseId: string): Promise<GenerationRow | undefined> {
  const [row] = await db.select().from(courseGenerations).where(eq(courseGenerations.courseId, courseId)).limit(1);
  return row;
}

/** One lesson made: counted, its id kept, its tokens added. */
export async function recordLessonDone(db: Executor, courseId: string, lessonId: string, usage: AiUsage, now: Date): Promise<void> {
  await db
    .update(courseGenerations)
    .set({
      lessonsDone: sql`${courseGenerations.lessonsDone} + 1`,
      lessonIds: sql`${courseGenerations.lessonIds} || ${JSON.stringify([lessonId])}::jsonb`,
      inputTokens: addedTokens(courseGenerations.inputTokens, usage.inputTokens),
      outputTokens: addedTokens(courseGenerations.outputTokens, usage.outputTokens),
      modifiedAt: now,
    })
    .where(eq(courseGenerations.courseId, courseId));
}

/** A sign of life from the job before each lesson (jobs/interrupted-work.ts tells a lost job by its absence). */
export async function markAlive(db: Executor, courseId: string, now: Date): Promise<void> {
  await db.update(courseGenerations).set({ modifiedAt: now }).where(eq(courseGenerations.courseId, courseId));
}

/** Tokens spent on an attempt that saved nothing (an invalid lesson) still count. */
export async function addUsage(db: Executor, courseId: string, usage: AiUsage): Promise<void> {
  if (usage.inputTokens === null && usage.outputTokens === null) return;
  await db
    .update(courseGenerations)
    .set({
      inputTokens: addedTokens(courseGenerations.inputTokens, usage.inputTokens),
      outputTokens: addedTokens(courseGenerations.outputTokens, usage.outputTokens),
    })
    .where(eq(courseGenerations.courseId, courseId));
}

export async function setRunStatus(
  db: Executor,
  courseId: string,
  change: Partial<Pick<GenerationRow, 'failureReason' | 'failureCode' | 'failureDetails' | 'stopRequested'>> & { status: RunStatus },
  now: Date,
): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(courseGenerations)
    .set({ ...change, modifiedAt: now })
    .where(eq(courseGenerations.courseId, courseId))
    .returning();
  return row;
}

/** Asks a running generation to stop; answers the row as it is after. */
export async function requestStop(db: Executor, accountId: string, courseId: string, now: Date): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(courseGenerations)
    .set({ stopRequested: true, modifiedAt: now })
    .where(and(eq(courseGenerations.courseId, courseId), eq(courseGenerations.accountId, accountId)))
    .returning();
  return row;
}

export async function isStopRequested(db: Executor, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ stop: courseGenerations.stopRequested })
    .from(courseGenerations)
    .where(eq(courseGenerations.courseId, courseId));
  return row?.stop ?? true;
}
