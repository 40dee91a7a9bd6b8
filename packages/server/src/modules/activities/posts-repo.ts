import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PostScope } from './activity-viewer.ts';
import { rowsOf } from './sql-rows.ts';

// Posts and submissions (activity_posts) in raw SQL: a page is one statement whose range depends on the
// lesson's counter, which Drizzle's builder cannot say. Timestamps come out as epoch milliseconds and
// counts as int, so both drivers hand back plain numbers.

/** No further condition: lets a page of every post take the fast range read. */
export const noFilter = sql`true`;

export interface PostRow {
  id: string;
  lesson_id: string;
  kind: 'post' | 'submission';
  sequence: number;
  author_user_id: string | null;
  author_name: string;
  content: string;
  status: string | null;
  score: number | null;
  comment_count: number;
  created_ms: number;
  modified_ms: number;
}

const postColumns =
  sql.raw(`p.id, p.lesson_id, p.kind, p.sequence::float8 as sequence, p.author_user_id, p.author_name, p.content, p.status, p.score,
  p.comment_count, (extract(epoch from p.created_at) * 1000)::float8 as created_ms, (extract(epoch from p.modified_at) * 1000)::float8 as modified_ms`);

/** The condition (on alias p) that keeps the posts the scope shows. */
export function scopeCondition(scope: PostScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'own') return sql`p.author_user_id = ${scope.userId}`;
  return sql`(p.author_user_id = ${scope.userId} or p.author_user_id in (
    select member.user_id from user_group_members member
    join user_group_members mine on mine.user_group_id = member.user_group_id
    where mine.user_id = ${scope.userId}))`;
}

/**
 * A new post numbered after the lesson's last: the counter row's upsert locks it until the transaction
 * ends, so concurrent posts of one lesson take consecutive numbers. Run inside a transaction.
 */
export async function insertPost(
  tx: Executor,
  post: {
    accountId: string;
    lessonId: string;
    kind: 'post' | 'submission';
    authorUserId: string;
    authorName: string;
    content: string;
    status: string | null;
    now: Date;
  },
): Promise<PostRow> {
  const [counter] = await rowsOf<{ post_count: number }>(
    tx,
    sql`insert into activity_counters (lesson_id, account_id, post_count) values (${post.lessonId}, ${post.accountId}, 1)
      on conflict (lesson_id) do update set post_count = activity_counters.post_count + 1
      returning post_count::float8 as post_count`,
  );
  const now = post.now.toISOString();
  const [row] = await rowsOf<PostRow>(
    tx,
    sql`insert into activity_posts as p (account_id, lesson_id, kind, sequence, author_user_id, author_name, content, status, created_at, modified_at)
      values (${post.accountId}, ${post.lessonId}, ${post.kind}, ${counter!.post_count}, ${post.authorUserId}, ${post.authorName}, ${post.content}, ${post.status}, ${now}, ${now})
      returning ${postColumns}`,
  );
  return row!;
}

/**
 * Deletes a post (its comments and feedback go with it, by cascade) and closes the gap in the lesson's
 * numbering: the posts written after it move down by one. Deleting a recent post, the usual moderation,
 * touches few rows. Run inside a transaction.
 */
export async function deletePost(tx: Executor, lessonId: string, postId: string): Promise<boolean> {
  // Lock the counter first, as inserts do, so numbering never interleaves.
  await tx.execute(sql`select post_count from activity_counters where lesson_id = ${lessonId} for update`);
  const [deleted] = await rowsOf<{ sequence: number }>(
    tx,
    sql`delete from activity_posts where id = ${postId} and lesson_id = ${lessonId} returning sequence::float8 as sequence`,
  );
  if (!deleted) return false;
  await tx.execute(sql`update activity_posts set sequence = sequence - 1 where lesson_id = ${lessonId} and sequence > ${deleted.sequence}`);
  await tx.execute(sql`update activity_counters set post_count = post_count - 1 where lesson_id = ${lessonId}`);
  return true;
}

/** One post of the lesson if the scope shows it. */
export async function findPost(db: Executor, lessonId: string, postId: string, scope: PostScope): Promise<PostRow | undefined> {
  const [row] = await rowsOf<PostRow>(
    db,
    sql`select ${postColumns} from activity_posts p where p.id = ${postId} and p.lesson_id = ${lessonId} and ${scopeCondition(scope)}`,
  );
  return row;
}

/** A preview comment as the page statement returns it: [id, author_user_id, author_name, content, created_ms, modified_ms]. */
export type PreviewComment = [string, string | null, string, string, number, number];

export interface PostPage {
  rows: (PostRow & { previews: PreviewComment[] })[];
  totalCount: number;
  /** false when `ofAccount` was given and the lesson is not one of the account's of that kind. */
  found: boolean;
}

/**
 * Each post's page of comments, newest first, read in the same statement through a lateral index range
 * (activity_comments by post and insertion order) and handed back as JSON with its post, so a page of
 * posts with their previews is one round trip.
 */
function previewsJson(previews: { page: number; pageSize: number } | undefined): SQL {
  if (!previews || previews.pageSize === 0) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(json_build_array(c.id, c.author_user_id, c.author_name, c.content,
      (extract(epoch from c.created_at) * 1000)::float8, (extract(epoch from c.modified_at) * 1000)::float8) order by c.ordinal desc), '[]')
    from (select * from activity_comments inner_c where inner_c.post_id = p.id order by inner_c.ordinal desc
      limit ${previews.pageSize}::int offset ${(previews.page - 1) * previews.pageSize}::int) c)`;
}

function previewColumn(previews: { page: number; pageSize: number } | undefined): SQL {
  return sql`${previewsJson(previews)}::text as previews_json`;
}

const withPreviews = <Row extends { previews_json?: string | null }>(row: Row) => {
  const { previews_json: json, ...rest } = row;
  return { ...rest, previews: json ? (JSON.parse(json) as PreviewComment[]) : [] };
};

/**
 * A page of the lesson's posts, newest first. Seeing all of them, page N is the range of sequence numbers
 * counted down from the lesson's post count: an index range, as fast on page 4,000 as on page 1. A
 * narrower scope (a learner's own, a facilitator's groups) is a filtered list read with OFFSET: its posts
 * are the few of some people, not the whole discussion.
 */
export async function postsPage(
  db: Executor,
  lessonId: string,
  scope: PostScope,
  page: number,
  pageSize: number,
  options: {
    extra?: SQL;
    previews?: { page: number; pageSize: number };
    /** Checks, in the same statement, that the lesson is the account's and of the kind (for callers who skipped looking it up). */
    ofAccount?: { accountId: string; kind: string };
  } = {},
): Promise<PostPage> {
  const extra = options.extra ?? noFilter;
  const skip = (page - 1) * pageSize;
  const previews = previewColumn(options.previews);
  if (scope.kind === 'all' && isTrue(extra)) {
    // The whole page comes back as one JSON text: decoding one value is cheaper than 20 rows of columns.
    const newest = sql`(select post_count from activity_counters where lesson_id = ${lessonId})`;
    const found = options.ofAccount
      ? sql`exists (select 1 from lessons where id = ${lessonId} and account_id = ${options.ofAccount.accountId} and kind = ${options.ofAccount.kind})`
      : sql`true`;
    const [row] = await rowsOf<{ found: boolean; total: number; page: string }>(
      db,
      sql`select ${found} as found, coalesce(${newest}, 0)::int as total, (select coalesce(json_agg(page order by page.sequence desc), '[]')::text from (
          select ${postColumns}, ${previewsJson(options.previews)} as previews from activity_posts p
          where p.lesson_id = ${lessonId} and p.sequence between ${newest} - ${skip}::int - ${pageSize}::int + 1 and ${newest} - ${skip}::int
        ) page) as page`,
    );
    if (!row!.found) return { rows: [], totalCount: 0, found: false };
    return { rows: JSON.parse(row!.page) as PostPage['rows'], totalCount: row!.total, found: true };
  }
  const rows = await rowsOf<PostRow & { total: number; previews_json: string | null }>(
    db,
    sql`select ${postColumns}, ${previews}, (count(*) over ())::int as total from activity_posts p
      where p.lesson_id = ${lessonId} and ${scopeCondition(scope)} and ${extra}
      order by p.sequence desc limit ${pageSize}::int offset ${skip}::int`,
  );
  if (rows.length > 0 || page === 1) return { rows: rows.map(withPreviews), totalCount: rows[0]?.total ?? 0, found: true };
  // A page past the end has no row to carry the count.
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from activity_posts p where p.lesson_id = ${lessonId} and ${scopeCondition(scope)} and ${extra}`,
  );
  return { rows: [], totalCount: count?.total ?? 0, found: true };
}

/** Filters are optional; the default is this very object. */
function isTrue(condition: SQL): boolean {
  return condition === noFilter;
}

/** How many posts of the lesson the scope shows, and of them how many the author wrote. */
export async function countPosts(db: Executor, lessonId: string, scope: PostScope, extra: SQL = noFilter): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from activity_posts p where p.lesson_id = ${lessonId} and ${scopeCondition(scope)} and ${extra}`,
  );
  return row?.total ?? 0;
}

export async function updatePostContent(db: Executor, postId: string, content: string, status: string | null, now: Date): Promise<void> {
  await db.execute(
    sql`update activity_posts set content = ${content}, status = ${status}, modified_at = ${now.toISOString()} where id = ${postId}`,
  );
}
