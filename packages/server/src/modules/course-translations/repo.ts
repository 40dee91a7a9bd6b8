import { and, asc, eq } from 'drizzle-orm';
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
  const [row] = await db
    .select()
    .from(courseTranslations)
    .where(
      and(
        eq(courseTranslations.accountId, accountId),
        eq(courseTranslations.sourceCourseId, sourceCourseId),
        eq(courseTranslations.language, language),
      ),
    );
  return row;
}

export async function insertCourseTranslation(db: Executor, row: typeof courseTranslations.$inferInsert): Promise<CourseTranslationRow> {
  const [inserted] = await db.insert(courseTranslations).values(row).returning();
  return inserted!;
}

export async function markTranslated(db: Executor, translationId: string, at: Date): Promise<CourseTranslationRow> {
  const [row] = await db.update(courseTranslations).set({ translatedAt: at }).where(eq(courseTranslations.id, translationId)).returning();
  return row!;
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
