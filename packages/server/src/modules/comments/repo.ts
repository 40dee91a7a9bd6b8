import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../activities/sql-rows.ts';

// Comments on posts and submissions (activity_comments), newest first by insertion order. A post keeps
// its comment count, moved here with every insert and delete, so lists of posts never count.

export interface CommentRow {
  id: string;
  post_id: string;
  lesson_id: string;
  author_user_id: string | null;
  author_name: string;
  content: string;
  created_ms: number;
  modified_ms: number;
}

const commentColumns = sql.raw(`c.id, c.post_id, c.author_user_id, c.author_name, c.content,
  (extract(epoch from c.created_at) * 1000)::float8 as created_ms, (extract(epoch from c.modified_at) * 1000)::float8 as modified_ms`);

export async function insertComment(
  tx: Executor,
  comment: { accountId: string; postId: string; authorUserId: string; authorName: string; content: string; now: Date },
): Promise<Omit<CommentRow, 'lesson_id'>> {
  const now = comment.now.toISOString();
  const [row] = await rowsOf<Omit<CommentRow, 'lesson_id'>>(
    tx,
    sql`insert into activity_comments as c (account_id, post_id, author_user_id, author_name, content, created_at, modified_at)
      values (${comment.accountId}, ${comment.postId}, ${comment.authorUserId}, ${comment.authorName}, ${comment.content}, ${now}, ${now})
      returning ${commentColumns}`,
  );
  await tx.execute(sql`update activity_posts set comment_count = comment_count + 1 where id = ${comment.postId}`);
  return row!;
}

/** A comment of the account with the post and lesson it belongs to. */
export async function findComment(db: Executor, accountId: string, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await rowsOf<CommentRow>(
    db,
    sql`select ${commentColumns}, p.lesson_id from activity_comments c join activity_posts p on p.id = c.post_id
      where c.id = ${commentId} and c.account_id = ${accountId}`,
  );
  return row;
}

export async function updateCommentContent(db: Executor, commentId: string, content: string, now: Date): Promise<void> {
  await db.execute(sql`update activity_comments set content = ${content}, modified_at = ${now.toISOString()} where id = ${commentId}`);
}

export async function deleteComment(tx: Executor, commentId: string, postId: string): Promise<void> {
  const deleted = await rowsOf<{ id: string }>(tx, sql`delete from activity_comments where id = ${commentId} returning id`);
  // Authoring §4: the total goes down, never below 0.
  if (deleted.length > 0)
    await tx.execute(sql`update activity_posts set comment_count = greatest(comment_count - 1, 0) where id = ${postId}`);
}

/** One page of a post's comments, newest first. */
export async function commentsPage(db: Executor, postId: string, page: number, pageSize: number): Promise<Omit<CommentRow, 'lesson_id'>[]> {
  return rowsOf(
    db,
    sql`select ${commentColumns} from activity_comments c where c.post_id = ${postId}
      order by c.ordinal desc limit ${pageSize}::int offset ${(page - 1) * pageSize}::int`,
  );
}

/**
 * The same page of comments of several posts in one statement: for each post an index range read of its
 * newest comments (a lateral join), so a page of 20 posts with their 2-comment previews is one round trip.
 */
export async function commentsPages(
  db: Executor,
  postIds: readonly string[],
  page: number,
  pageSize: number,
): Promise<Map<string, Omit<CommentRow, 'lesson_id'>[]>> {
  const byPost = new Map<string, Omit<CommentRow, 'lesson_id'>[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0 || pageSize === 0) return byPost;
  const rows = await rowsOf<Omit<CommentRow, 'lesson_id'>>(
    db,
    sql`select ${commentColumns} from jsonb_array_elements_text(${JSON.stringify(postIds)}::jsonb) as post(id)
      cross join lateral (select * from activity_comments inner_c where inner_c.post_id = post.id::uuid
        order by inner_c.ordinal desc limit ${pageSize}::int offset ${(page - 1) * pageSize}::int) c
      order by c.post_id, c.ordinal desc`,
  );
  for (const row of rows) byPost.get(row.post_id)?.push(row);
  return byPost;
}

/** How many comments the person wrote on posts of the lesson. */
export async function countCommentsBy(db: Executor, lessonId: string, userId: string): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from activity_comments c join activity_posts p on p.id = c.post_id where p.lesson_id = ${lessonId} and c.author_user_id = ${userId}`,
  );
  return row?.total ?? 0;
}
