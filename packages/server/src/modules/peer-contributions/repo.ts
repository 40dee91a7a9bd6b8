import { peerLearningSlideTypes, type ContributionStatus } from '@slidewise/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, learnerAttempts, lessons, lessonSlideContents, peerContributionReviews, users } from '../../db/schema.ts';

/** One contribution as read: the learner's result on a published peer-learning slide, with its review. */
export interface ContributionRow {
  attemptId: string;
  slideId: string;
  slideType: string;
  slideData: Record<string, unknown> | null;
  answers: unknown;
  answeredAt: string | null;
  courseId: string;
  courseTitle: string;
  lessonId: string;
  lessonTitle: string;
  learnerId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  requiresApproval: boolean;
  review: 'approved' | 'removed' | null;
}

const peerTypes = sql.join(
  peerLearningSlideTypes.map((type) => sql`${type}`),
  sql`, `,
);

/** The state a row is in, as SQL (the list filters on it). */
const statusOf = sql<ContributionStatus>`case
  when ${peerContributionReviews.status} is not null then ${peerContributionReviews.status}
  when coalesce((${lessons.publishedData} -> 'contribution' ->> 'requiresApproval')::boolean, false) then 'to-review'
  else 'shown' end`;

function contributionsQuery(db: Executor, accountId: string, where: SQL, page: SQL = sql``) {
  return db.execute(sql`
    select a.id as "attemptId", r.key as "slideId", s.slide ->> 'type' as "slideType", s.slide -> 'data' as "slideData",
      r.value -> 'answers' as answers, r.value ->> 'answeredAt' as "answeredAt",
      ${courses.id} as "courseId", ${courses.title} as "courseTitle", ${lessons.id} as "lessonId", ${lessons.title} as "lessonTitle",
      ${users.id} as "learnerId", ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.email} as email,
      coalesce((${lessons.publishedData} -> 'contribution' ->> 'requiresApproval')::boolean, false) as "requiresApproval",
      ${peerContributionReviews.status} as review, count(*) over () as "totalCount"
    from ${learnerAttempts} a
    cross join lateral jsonb_each(a.results) r
    join ${lessonSlideContents} s on s.lesson_id = a.lesson_id and s.version_type = 'Published' and s.slide_id = r.key
    join ${lessons} on ${lessons.id} = a.lesson_id
    join ${courses} on ${courses.id} = a.course_id
    join ${users} on ${users.id} = a.user_id
    left join ${peerContributionReviews} on ${peerContributionReviews.attemptId} = a.id and ${peerContributionReviews.slideId} = r.key
    where a.account_id = ${accountId} and s.slide ->> 'type' in (${peerTypes}) and ${where}
    order by r.value ->> 'answeredAt' desc nulls last, a.id, r.key ${page}`);
}

/** A page of the account's contributions, newest first, optionally in one state; and how many there are. */
export async function listContributions(
  db: Executor,
  accountId: string,
  { status, page, pageSize }: { status?: ContributionStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: ContributionRow[]; totalCount: number }> {
  const where = status === undefined ? sql`true` : sql`${statusOf} = ${status}`;
  const result = (await contributionsQuery(db, accountId, where, sql`limit ${pageSize} offset ${(page - 1) * pageSize}`)) as unknown as {
    rows: (ContributionRow & { totalCount: string | number })[];
  };
  return { rows: result.rows, totalCount: Number(result.rows[0]?.totalCount ?? 0) };
}

export async function findContribution(
  db: Executor,
  accountId: string,
  attemptId: string,
  slideId: string,
): Promise<ContributionRow | undefined> {
  const result = (await contributionsQuery(db, accountId, sql`a.id = ${attemptId} and r.key = ${slideId}`)) as unknown as {
    rows: ContributionRow[];
  };
  return result.rows[0];
}

export async function saveReview(
  db: Executor,
  review: { accountId: string; attemptId: string; slideId: string; status: 'approved' | 'removed'; reviewedBy: string; now: Date },
): Promise<void> {
  const { accountId, attemptId, slideId, status, reviewedBy, now } = review;
  await db
    .insert(peerContributionReviews)
    .values({ accountId, attemptId, slideId, status, reviewedBy, reviewedAt: now })
    .onConflictDoUpdate({
      target: [peerContributionReviews.attemptId, peerContributionReviews.slideId],
      set: { status, reviewedBy, reviewedAt: now },
    });
}
