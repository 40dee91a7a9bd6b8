import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { CriterionRating, ObservationSubmission } from '@slidewise/core';
import type { Executor } from '../../db/client.ts';
import { observationSubmissions } from '../../db/schema.ts';
import { personInScope, type PeopleScope } from '../activities/people-scope.ts';

export type SubmissionRow = typeof observationSubmissions.$inferSelect;

/** A page of an observation's records, newest first, of the people the scope shows (and one learner when asked). */
export async function submissionsPage(
  db: Executor,
  lessonId: string,
  scope: PeopleScope,
  options: { page: number; pageSize: number; learnerId?: string },
) {
  const where = and(
    eq(observationSubmissions.lessonId, lessonId),
    personInScope(observationSubmissions.learnerUserId, scope),
    options.learnerId ? eq(observationSubmissions.learnerUserId, options.learnerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(observationSubmissions)
      .where(where)
      .orderBy(desc(observationSubmissions.createdAt), desc(observationSubmissions.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(observationSubmissions).where(where),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

export async function findSubmission(
  db: Executor,
  lessonId: string,
  submissionId: string,
  scope: PeopleScope,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(observationSubmissions)
    .where(
      and(
        eq(observationSubmissions.lessonId, lessonId),
        eq(observationSubmissions.id, submissionId),
        personInScope(observationSubmissions.learnerUserId, scope),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSubmission(db: Executor, values: typeof observationSubmissions.$inferInsert): Promise<SubmissionRow> {
  const [row] = await db.insert(observationSubmissions).values(values).returning();
  return row!;
}

/** Writes only from `fromVersion`; undefined when someone else changed the record meanwhile. */
export async function updateSubmissionIfVersion(
  db: Executor,
  id: string,
  fromVersion: number,
  values: Partial<
    Pick<SubmissionRow, 'state' | 'passed' | 'ratings' | 'note' | 'submittedAt' | 'completedAt' | 'observerUserId' | 'observerName'>
  >,
  now: Date,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .update(observationSubmissions)
    .set({ ...values, version: fromVersion + 1, modifiedAt: now })
    .where(and(eq(observationSubmissions.id, id), eq(observationSubmissions.version, fromVersion)))
    .returning();
  return row;
}

/** A learner's records of the given states, newest first. */
export async function submissionsOfLearner(db: Executor, lessonId: string, learnerId: string, states: readonly SubmissionRow['state'][]) {
  return db
    .select()
    .from(observationSubmissions)
    .where(
      and(
        eq(observationSubmissions.lessonId, lessonId),
        eq(observationSubmissions.learnerUserId, learnerId),
        inArray(observationSubmissions.state, [...states]),
      ),
    )
    .orderBy(desc(observationSubmissions.createdAt), desc(observationSubmissions.id));
}

export function presentSubmission(row: SubmissionRow): ObservationSubmission {
  return {
    id: row.id,
    observationId: row.lessonId,
    learner: { id: row.learnerUserId, name: row.learnerName },
    observer: { id: row.observerUserId, name: row.observerName },
    state: row.state,
    passed: row.passed,
    ratings: row.ratings as CriterionRating[],
    note: row.note,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
