import { sql, type SQL } from 'drizzle-orm';
import type { FeedbackStatus } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { renewalStartOf } from '../due-dates/renewal-start.ts';

// What learners did in the course items that are not slide decks (discussions, assessments, observations,
// conferences), read for whole courses at once: one statement per kind, whatever the number of items, so
// the learner's course list and the staff results cost the same four reads for one learner or all.

/** Everything a learner did in one item; the fields of other kinds stay at their empty values. */
export interface ActivityFacts {
  postCount: number;
  commentCount: number;
  submitted: boolean;
  feedbackStatus: FeedbackStatus | null;
  score: number | null;
  observed: boolean;
  observationPassed: boolean | null;
  registered: boolean;
  attended: boolean;
  lastActivityAt: Date | null;
}

const emptyFacts: ActivityFacts = {
  postCount: 0,
  commentCount: 0,
  submitted: false,
  feedbackStatus: null,
  score: null,
  observed: false,
  observationPassed: null,
  registered: false,
  attended: false,
  lastActivityAt: null,
};

/** Facts by user id, then by lesson id. */
export type ActivityFactsByUser = Map<string, Map<string, ActivityFacts>>;

type Row = { lessonId: string; userId: string; lastActivityAt: Date | string | null } & Record<string, unknown>;

async function rowsOf(db: Executor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The course item kinds that are not slide decks. */
export type ActivityKind = 'Discussion' | 'Assessment' | 'Observation' | 'Conference';
const allActivityKinds: ReadonlySet<string> = new Set<ActivityKind>(['Discussion', 'Assessment', 'Observation', 'Conference']);

/**
 * The facts of every learner (userId null, for staff results) or of one learner in the published items of
 * the courses, counting for a renewed cycle of recurring training only what was done since it opened. The course ids come from courses already scoped to the caller's account. A caller that
 * knows which kinds the courses hold names them, and the statements of the other kinds are not sent: a
 * course of slide lessons alone needs none.
 */
export async function activityFactsOf(
  db: Executor,
  courseIds: readonly string[],
  userId: string | null,
  kinds: ReadonlySet<string> = allActivityKinds,
): Promise<ActivityFactsByUser> {
  const byUser: ActivityFactsByUser = new Map();
  if (courseIds.length === 0) return byUser;
  const ofKind = async (kind: ActivityKind, query: SQL): Promise<Row[]> => (kinds.has(kind) ? rowsOf(db, query) : []);
  const items = (kind: string) =>
    sql`select l.id from lessons l where l.kind = ${kind} and l.published_data is not null
        and l.course_id in (select (jsonb_array_elements_text(${JSON.stringify(courseIds)}::jsonb))::uuid)`;
  const whose = (column: SQL) => (userId === null ? sql`${column} is not null` : sql`${column} = ${userId}`);

  const [discussions, assessments, observations, conferences] = await Promise.all([
    ofKind(
      'Discussion',
      sql`select lesson_id as "lessonId", user_id as "userId", sum(posts)::int as "postCount", sum(comments)::int as "commentCount",
                 max(at) as "lastActivityAt"
          from (
            select p.lesson_id, p.author_user_id as user_id, 1 as posts, 0 as comments, p.modified_at as at from activity_posts p
            where p.kind = 'post' and p.lesson_id in (${items('Discussion')}) and ${whose(sql`p.author_user_id`)}
              and p.created_at >= ${renewalStartOf(sql`p.author_user_id`, sql`p.lesson_id`)}
            union all
            select p.lesson_id, c.author_user_id, 0, 1, c.modified_at from activity_comments c join activity_posts p on p.id = c.post_id
            where p.kind = 'post' and p.lesson_id in (${items('Discussion')}) and ${whose(sql`c.author_user_id`)}
              and c.created_at >= ${renewalStartOf(sql`c.author_user_id`, sql`p.lesson_id`)}
          ) taking_part
          group by lesson_id, user_id`,
    ),
    // The latest feedback decides (a revision after "needs revision" keeps that feedback as its latest).
    ofKind(
      'Assessment',
      sql`select p.lesson_id as "lessonId", p.author_user_id as "userId", latest.status as "feedbackStatus", latest.score,
                 p.modified_at as "lastActivityAt"
          from activity_posts p
          left join lateral (select f.status, f.score from assessment_feedback f where f.post_id = p.id order by f.ordinal desc limit 1) latest on true
          where p.kind = 'submission' and p.superseded_at is null and p.lesson_id in (${items('Assessment')}) and ${whose(sql`p.author_user_id`)}
            and p.created_at >= ${renewalStartOf(sql`p.author_user_id`, sql`p.lesson_id`)}`,
    ),
    // Drafts stay the observer's: only submitted and completed records count as observed; the newest completed one decides passed.
    ofKind(
      'Observation',
      sql`select o.lesson_id as "lessonId", o.learner_user_id as "userId",
                 (array_agg(o.passed order by o.completed_at desc, o.id desc) filter (where o.state = 'completed'))[1] as "observationPassed",
                 max(o.modified_at) as "lastActivityAt"
          from observation_submissions o
          where o.state in ('submitted', 'completed') and o.lesson_id in (${items('Observation')}) and ${whose(sql`o.learner_user_id`)}
            and coalesce(o.submitted_at, o.completed_at, o.created_at) >= ${renewalStartOf(sql`o.learner_user_id`, sql`o.lesson_id`)}
          group by o.lesson_id, o.learner_user_id`,
    ),
    ofKind(
      'Conference',
      sql`select r.lesson_id as "lessonId", r.user_id as "userId", coalesce(r.attended, false) as attended, r.modified_at as "lastActivityAt"
          from conference_registrations r
          where r.lesson_id in (${items('Conference')}) and ${whose(sql`r.user_id`)}`,
    ),
  ]);

  const put = (row: Row, facts: Partial<ActivityFacts>) => {
    const lessons = byUser.get(row.userId) ?? new Map<string, ActivityFacts>();
    byUser.set(row.userId, lessons);
    lessons.set(row.lessonId, {
      ...emptyFacts,
      ...facts,
      lastActivityAt: row.lastActivityAt === null ? null : new Date(row.lastActivityAt),
    });
  };
  for (const row of discussions) put(row, { postCount: Number(row.postCount), commentCount: Number(row.commentCount) });
  for (const row of assessments)
    put(row, {
      submitted: true,
      feedbackStatus: (row.feedbackStatus as FeedbackStatus | null) ?? null,
      score: row.score === null ? null : Number(row.score),
    });
  for (const row of observations) put(row, { observed: true, observationPassed: (row.observationPassed as boolean | null) ?? null });
  for (const row of conferences) put(row, { registered: true, attended: row.attended === true });
  return byUser;
}
