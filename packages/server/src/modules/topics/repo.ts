import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { topics } from '../../db/schema.ts';

const topicColumns = { id: topics.id, courseId: topics.courseId, name: topics.name };

export async function listTopics(db: Executor, courseId: string) {
  return db
    .select(topicColumns)
    .from(topics)
    .where(eq(topics.courseId, courseId))
    .orderBy(asc(sql`lower(${topics.name})`), asc(topics.id));
}

export async function insertTopic(db: Executor, values: typeof topics.$inferInsert) {
  const [row] = await db.insert(topics).values(values).returning(topicColumns);
  return row!;
}

export async function renameTopic(db: Executor, courseId: string, topicId: string, name: string) {
  const [row] = await db
    .update(topics)
    .set({ name })
    .where(and(eq(topics.courseId, courseId), eq(topics.id, topicId)))
    .returning(topicColumns);
  return row;
}

export async function deleteTopic(db: Executor, courseId: string, topicId: string): Promise<boolean> {
  const rows = await db
    .delete(topics)
    .where(and(eq(topics.courseId, courseId), eq(topics.id, topicId)))
    .returning({ id: topics.id });
  return rows.length > 0;
}
