// Writing what a model made: a lesson with its slides at the end of a course (checked and derived exactly
// as an author's save is, lesson-authoring/deck-preparation.ts), and the course's generationStatus.
import { randomUUID } from 'node:crypto';
import type { GenerationStatus } from '@slidewise/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { prepareDeck } from '../lesson-authoring/deck-preparation.ts';
import { insertLatestDeck } from '../lesson-authoring/repo.ts';
import type { IncomingSlide } from '../lesson-authoring/slide-preparation.ts';
import { newLessonData } from '../lessons/lesson-defaults.ts';
import { rankBetween } from '../lessons/rank.ts';
import { insertLesson, lastRank } from '../lessons/repo.ts';

export interface GeneratedLessonWrite {
  accountId: string;
  courseId: string;
  title: string;
  description: string;
  author: string;
  slides: readonly IncomingSlide[];
  language: string;
  now: Date;
}

/**
 * The lesson and its deck in one transaction: a lesson is there with all its slides, or not at all.
 * `alsoRecord` runs in the same transaction (a generation counts the lesson as done there, so a run
 * resumed after a crash never writes it twice).
 */
export async function insertGeneratedLesson(
  db: Database,
  write: GeneratedLessonWrite,
  alsoRecord?: (tx: Executor, lessonId: string) => Promise<void>,
): Promise<string> {
  // Checked and derived before the transaction: an invalid slide throws and writes nothing.
  const { stored } = prepareDeck(write.slides, new Map());
  return db.transaction(async (tx) => {
    const row = await insertLesson(tx, {
      accountId: write.accountId,
      courseId: write.courseId,
      kind: 'Lesson',
      title: write.title.slice(0, 200),
      description: write.description.slice(0, 1000),
      rank: rankBetween(await lastRank(tx, write.courseId), null),
      data: newLessonData('Lesson', { author: write.author }),
      createdAt: write.now,
      modifiedAt: write.now,
    });
    await insertLatestDeck(
      tx,
      { accountId: write.accountId, lessonId: row.id, newIdentifier: randomUUID(), language: write.language, now: write.now },
      stored,
    );
    await alsoRecord?.(tx, row.id);
    return row.id;
  });
}

/** The course's generationStatus; its version is raised so an editor's save from before cannot put the old one back. */
export async function setCourseGenerationStatus(db: Database, accountId: string, courseId: string, status: GenerationStatus, now: Date) {
  await db
    .update(courses)
    .set({
      data: sql`jsonb_set(${courses.data}, '{generationStatus}', ${JSON.stringify(status)}::jsonb)`,
      version: sql`${courses.version} + 1`,
      modifiedAt: now,
    })
    .where(and(eq(courses.id, courseId), eq(courses.accountId, accountId)));
}
