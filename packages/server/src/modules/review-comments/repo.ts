import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviewComments } from '../../db/schema.ts';

export type ReviewCommentRow = typeof reviewComments.$inferSelect;

export async function listReviewComments(db: Executor, courseId: string) {
  return db.select().from(reviewComments).where(eq(reviewComments.courseId, courseId)).orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
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

export async function updateReviewComment(db: Executor, commentId: string, values: Partial<Pick<ReviewCommentRow, 'content' | 'resolved' | 'modifiedAt'>>) {
  const [row] = await db.update(reviewComments).set(values).where(eq(reviewComments.id, commentId)).returning();
  return row!;
}
