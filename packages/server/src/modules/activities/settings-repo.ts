import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PostActivityKind } from './activity-kind.ts';
import type { PostScope } from './activity-viewer.ts';
import { scopeCondition } from './posts-repo.ts';
import { rowsOf } from './sql-rows.ts';

/** Takes an activity away from learners: no Published version, not published. */
export async function unpublishActivity(db: Executor, lessonId: string): Promise<void> {
  await db.execute(
    sql`update lessons set is_published = false, published_data = null, has_unpublished_changes = false where id = ${lessonId}`,
  );
}

export interface ActivitySummaryRow {
  id: string;
  course_id: string;
  course_title: string;
  title: string;
  description: string;
  is_published: boolean;
  visible_to_all_users: boolean | null;
  modified_ms: number;
  /** The newest post or comment the scope shows (null without any, or when not read). */
  last_activity_ms: number | null;
  post_count: number;
  waiting_count: number;
  total: number;
}

/**
 * A page of the account's discussions or assessments (of one course when given), by course, newest course
 * first, then in course order, with how many posts the scope shows and how many submissions wait for a
 * grade. restrictedTo keeps the courses shared with a restricted author.
 */
export async function activitySummaries(
  db: Executor,
  options: {
    accountId: string;
    kind: PostActivityKind;
    courseId?: string | undefined;
    scope: PostScope;
    restrictedTo?: string | undefined;
    /** Whether to read each one's newest post or comment (last_activity_ms); it costs a scan of its posts. */
    readsLastActivity: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ActivitySummaryRow[]; totalCount: number }> {
  const where = [sql`l.account_id = ${options.accountId}`, sql`l.kind = ${options.kind}`];
  if (options.courseId) where.push(sql`l.course_id = ${options.courseId}`);
  if (options.restrictedTo)
    where.push(sql`coalesce(c.data -> 'sharedWith', '[]'::jsonb) @> jsonb_build_array(${options.restrictedTo}::text)`);
  const condition = sql.join(where, sql` and `);
  const postCount =
    options.scope.kind === 'all'
      ? sql`coalesce((select post_count from activity_counters where lesson_id = l.id), 0)::int`
      : sql`(select count(*) from activity_posts p where p.lesson_id = l.id and ${scopeCondition(options.scope)})::int`;
  const lastActivity = options.readsLastActivity
    ? sql`(select (extract(epoch from greatest(max(p.modified_at), max(cm.modified_at))) * 1000)::float8
        from activity_posts p left join activity_comments cm on cm.post_id = p.id
        where p.lesson_id = l.id and ${scopeCondition(options.scope)})`
    : sql`null::float8`;
  const skip = (options.page - 1) * options.pageSize;
  const rows = await rowsOf<ActivitySummaryRow>(
    db,
    sql`select l.id, l.course_id, c.title as course_title, l.title, l.description, l.is_published,
        (l.data ->> 'visibleToAllUsers') is distinct from 'false' as visible_to_all_users,
        (extract(epoch from l.modified_at) * 1000)::float8 as modified_ms,
        ${lastActivity} as last_activity_ms,
        ${postCount} as post_count,
        (select count(*) from activity_posts p where p.lesson_id = l.id and p.status = 'submitted' and ${scopeCondition(options.scope)})::int as waiting_count,
        (count(*) over ())::int as total
      from lessons l join courses c on c.id = l.course_id
      where ${condition}
      order by c.created_at desc, c.id, l.rank, l.id
      limit ${options.pageSize}::int offset ${skip}::int`,
  );
  if (rows.length > 0 || options.page === 1) return { rows, totalCount: rows[0]?.total ?? 0 };
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from lessons l join courses c on c.id = l.course_id where ${condition}`,
  );
  return { rows, totalCount: count?.total ?? 0 };
}
