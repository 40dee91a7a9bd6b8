import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../activities/sql-rows.ts';
import { renewalStartOf } from '../due-dates/renewal-start.ts';

// Grade feedback on submissions (assessment_feedback), oldest first by insertion order, and the grade
// history (assessment_grade_history) that every write of feedback adds to in the same transaction.

type FeedbackStatus = 'passed' | 'failed' | 'needs-revision';

export interface FeedbackRow {
  id: string;
  post_id: string;
  author_user_id: string | null;
  author_name: string;
  content: string;
  status: FeedbackStatus;
  score: number | null;
  created_ms: number;
  modified_ms: number;
  /** Set while the latest change was an owner's or administrator's over another grader's feedback. */
  modified_by_user_id: string | null;
  modified_by_name: string | null;
}

const feedbackColumns = sql.raw(`f.id, f.post_id, f.author_user_id, f.author_name, f.content, f.status, f.score,
  (extract(epoch from f.created_at) * 1000)::float8 as created_ms, (extract(epoch from f.modified_at) * 1000)::float8 as modified_ms,
  f.modified_by_user_id, f.modified_by_name`);

/** Who writes feedback, and by which right: its author, or an administrator over another's. */
export interface GradeWriter {
  userId: string;
  name: string;
  right: 'author' | 'administrator';
}

export interface GradeChangeRow {
  post_id: string;
  feedback_id: string;
  action: 'graded' | 'changed';
  by_user_id: string | null;
  by_name: string;
  by_right: 'author' | 'administrator';
  content: string;
  status: FeedbackStatus;
  score: number | null;
  created_ms: number;
}

async function recordGradeChange(
  tx: Executor,
  feedback: FeedbackRow,
  accountId: string,
  action: GradeChangeRow['action'],
  writer: GradeWriter,
): Promise<void> {
  await tx.execute(sql`insert into assessment_grade_history (account_id, post_id, feedback_id, action, by_user_id, by_name, by_right, content, status, score, created_at)
    values (${accountId}, ${feedback.post_id}, ${feedback.id}, ${action}, ${writer.userId}, ${writer.name}, ${writer.right}, ${feedback.content}, ${feedback.status}, ${feedback.score},
      ${new Date(feedback.modified_ms).toISOString()})`);
}

/** The grade history of each submission, oldest first. */
export async function gradeHistoryOf(db: Executor, postIds: readonly string[]): Promise<Map<string, GradeChangeRow[]>> {
  const byPost = new Map<string, GradeChangeRow[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await rowsOf<GradeChangeRow>(
    db,
    sql`select h.post_id, h.feedback_id, h.action, h.by_user_id, h.by_name, h.by_right, h.content, h.status, h.score,
        (extract(epoch from h.created_at) * 1000)::float8 as created_ms
      from assessment_grade_history h
      where h.post_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(postIds)}::jsonb)) order by h.post_id, h.ordinal`,
  );
  for (const row of rows) byPost.get(row.post_id)?.push(row);
  return byPost;
}

export async function feedbackOf(db: Executor, postIds: readonly string[]): Promise<Map<string, FeedbackRow[]>> {
  const byPost = new Map<string, FeedbackRow[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await rowsOf<FeedbackRow>(
    db,
    sql`select ${feedbackColumns} from assessment_feedback f
      where f.post_id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(postIds)}::jsonb)) order by f.post_id, f.ordinal`,
  );
  for (const row of rows) byPost.get(row.post_id)?.push(row);
  return byPost;
}

/** New feedback, its author grading, and its first entry in the submission's grade history. Call in a transaction. */
export async function insertFeedback(
  tx: Executor,
  feedback: {
    accountId: string;
    postId: string;
    authorUserId: string;
    authorName: string;
    content: string;
    status: string;
    score: number | null;
    now: Date;
  },
): Promise<FeedbackRow> {
  const now = feedback.now.toISOString();
  const [row] = await rowsOf<FeedbackRow>(
    tx,
    sql`insert into assessment_feedback as f (account_id, post_id, author_user_id, author_name, content, status, score, created_at, modified_at)
      values (${feedback.accountId}, ${feedback.postId}, ${feedback.authorUserId}, ${feedback.authorName}, ${feedback.content}, ${feedback.status}, ${feedback.score}, ${now}, ${now})
      returning ${feedbackColumns}`,
  );
  await recordGradeChange(tx, row!, feedback.accountId, 'graded', {
    userId: feedback.authorUserId,
    name: feedback.authorName,
    right: 'author',
  });
  return row!;
}

export async function findFeedback(db: Executor, postId: string, feedbackId: string): Promise<FeedbackRow | undefined> {
  const [row] = await rowsOf<FeedbackRow>(
    db,
    sql`select ${feedbackColumns} from assessment_feedback f where f.id = ${feedbackId} and f.post_id = ${postId}`,
  );
  return row;
}

/**
 * Changes feedback and adds the change to the grade history, under the writer's name and right. An
 * administrator's change over another's feedback marks it as theirs until its author changes it again.
 * Call in a transaction.
 */
export async function updateFeedback(
  tx: Executor,
  accountId: string,
  feedbackId: string,
  values: { content: string; status: string; score: number | null; now: Date },
  writer: GradeWriter,
): Promise<FeedbackRow> {
  const byAdministrator = writer.right === 'administrator';
  const [row] = await rowsOf<FeedbackRow>(
    tx,
    sql`update assessment_feedback f set content = ${values.content}, status = ${values.status}, score = ${values.score}, modified_at = ${values.now.toISOString()},
        modified_by_user_id = ${byAdministrator ? writer.userId : null}, modified_by_name = ${byAdministrator ? writer.name : null}
      where f.id = ${feedbackId} returning ${feedbackColumns}`,
  );
  await recordGradeChange(tx, row!, accountId, 'changed', writer);
  return row!;
}

/**
 * The submission's status and score follow its latest feedback: needs-revision returns it, passed or
 * failed grades it. Called after feedback is written, so a learner's later revision (status submitted)
 * is only overridden by newer feedback.
 */
export async function gradeFromLatestFeedback(tx: Executor, postId: string): Promise<void> {
  await tx.execute(sql`update activity_posts p set
      status = coalesce((select case f.status when 'needs-revision' then 'returned' else 'graded' end from assessment_feedback f where f.post_id = p.id order by f.ordinal desc limit 1), 'submitted'),
      score = (select f.score from assessment_feedback f where f.post_id = p.id order by f.ordinal desc limit 1)
    where p.id = ${postId}`);
}

/** Whether this feedback is the submission's latest (the one its status follows). */
export async function isLatestFeedback(db: Executor, postId: string, feedbackId: string): Promise<boolean> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select f.id from assessment_feedback f where f.post_id = ${postId} order by f.ordinal desc limit 1`,
  );
  return row?.id === feedbackId;
}

/**
 * The learner's submission to the assessment for their current cycle, if any: in a renewed cycle of
 * recurring training, one made before it opened is that earlier cycle's (renewal-start.ts).
 */
export async function findSubmissionOf(
  db: Executor,
  lessonId: string,
  userId: string,
): Promise<{ id: string; status: string } | undefined> {
  const [row] = await rowsOf<{ id: string; status: string }>(
    db,
    sql`select p.id, p.status from activity_posts p
        where p.lesson_id = ${lessonId} and p.author_user_id = ${userId} and p.kind = 'submission' and p.superseded_at is null
          and p.created_at >= ${renewalStartOf(sql`p.author_user_id`, sql`p.lesson_id`)}`,
  );
  return row;
}

/** Sets aside the learner's submission of an earlier cycle (kept, with its feedback), so a new one can be made. */
export async function supersedeEarlierSubmission(tx: Executor, lessonId: string, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`update activity_posts set superseded_at = ${now.toISOString()}
    where lesson_id = ${lessonId} and author_user_id = ${userId} and kind = 'submission' and superseded_at is null`);
}
