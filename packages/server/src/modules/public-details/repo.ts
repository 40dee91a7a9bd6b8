import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coursePublicDetails, lessonSlideContents, lessons, publicDetailItems, urlSlugs } from '../../db/schema.ts';

export type PublicDetailItemKind = (typeof publicDetailItems.$inferSelect)['kind'];

export async function findPublicDetailOfCourse(db: Executor, courseId: string) {
  const [row] = await db.select().from(coursePublicDetails).where(eq(coursePublicDetails.courseId, courseId)).limit(1);
  return row;
}

/** Inserts the course's public detail unless it has one; undefined when it had. */
export async function insertPublicDetail(db: Executor, values: typeof coursePublicDetails.$inferInsert) {
  const [row] = await db.insert(coursePublicDetails).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePublicDetailThumbnail(db: Executor, courseId: string, detailId: string, thumbnail: string) {
  const [row] = await db
    .update(coursePublicDetails)
    .set({ thumbnail })
    .where(and(eq(coursePublicDetails.courseId, courseId), eq(coursePublicDetails.id, detailId)))
    .returning();
  return row;
}

export async function listItems(db: Executor, detailId: string, kind?: PublicDetailItemKind) {
  return db
    .select()
    .from(publicDetailItems)
    .where(and(eq(publicDetailItems.publicDetailId, detailId), kind ? eq(publicDetailItems.kind, kind) : undefined))
    .orderBy(asc(publicDetailItems.ordinal));
}

export async function insertItems(db: Executor, values: (typeof publicDetailItems.$inferInsert)[]) {
  return db.insert(publicDetailItems).values(values).returning();
}

export async function deleteItem(db: Executor, detailId: string, kind: PublicDetailItemKind, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(publicDetailItems)
    .where(and(eq(publicDetailItems.publicDetailId, detailId), eq(publicDetailItems.kind, kind), eq(publicDetailItems.id, itemId)))
    .returning({ id: publicDetailItems.id });
  return rows.length > 0;
}

export async function findSlugOfDetail(db: Executor, detailId: string) {
  const [row] = await db
    .select({ id: urlSlugs.id, urlSlug: urlSlugs.slug })
    .from(urlSlugs)
    .where(eq(urlSlugs.publicDetailId, detailId))
    .limit(1);
  return row;
}

export async function insertSlug(db: Executor, values: typeof urlSlugs.$inferInsert) {
  const [row] = await db.insert(urlSlugs).values(values).returning({ id: urlSlugs.id, urlSlug: urlSlugs.slug });
  return row!;
}

export async function updateSlug(db: Executor, detailId: string, slugId: string, slug: string) {
  const [row] = await db
    .update(urlSlugs)
    .set({ slug })
    .where(and(eq(urlSlugs.publicDetailId, detailId), eq(urlSlugs.id, slugId)))
    .returning({ id: urlSlugs.id, urlSlug: urlSlugs.slug });
  return row;
}

/** Whether the lesson of this course has a slide with this id in its Latest version (slides: lesson_slide_contents). */
export async function lessonHasSlide(db: Executor, courseId: string, lessonId: string, slideId: string): Promise<boolean> {
  const rows = await db
    .select({ slideId: lessonSlideContents.slideId })
    .from(lessonSlideContents)
    .innerJoin(lessons, eq(lessons.id, lessonSlideContents.lessonId))
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(lessonSlideContents.lessonId, lessonId),
        eq(lessonSlideContents.versionType, 'Latest'),
        eq(lessonSlideContents.slideId, slideId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
