import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lessonSlideContents, reviewComments } from '../../db/schema.ts';

export type ReviewCommentRow = typeof reviewComments.$inferSelect;

export async function listReviewComments(db: Executor, courseId: string) {
  return db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.courseId, courseId))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
}

export async function findReviewComment(db: Executor, courseId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.courseId, courseId), eq(reviewComments.id, commentId)))
    .limit(1);
  return row;
}

export async function insertReviewComment(db: Executor, values: typeof reviewComments.$inferInsert) {
  const [row] = await db.insert(reviewComments).values(values).returning();
  return row!;
}

export async function updateReviewComment(
  db: Executor,
  commentId: string,
  values: Partial<Pick<ReviewCommentRow, 'content' | 'resolved' | 'modifiedAt'>>,
) {
  const [row] = await db.update(reviewComments).set(values).where(eq(reviewComments.id, commentId)).returning();
  return row!;
}

/**
 * Whether the slide is in the lesson's draft or published deck. Slide rows are keyed by their lesson, so a
 * lesson already found in the caller's course never matches another lesson's (or account's) slide.
 */
export async function lessonHasSlide(db: Executor, lessonId: string, slideId: string): Promise<boolean> {
  const [row] = await db
    .select({ slideId: lessonSlideContents.slideId })
    .from(lessonSlideContents)
    .where(and(eq(lessonSlideContents.lessonId, lessonId), eq(lessonSlideContents.slideId, slideId)))
    .limit(1);
  return row !== undefined;
}
